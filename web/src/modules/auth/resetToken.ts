/** The reset-link format lives with the server's contracts (docs/contracts.md): one implementation. */
export { decodeResetToken, encodeResetToken, resetLink } from '@contracts/reset-link';

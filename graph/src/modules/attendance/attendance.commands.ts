import { z } from '../../core/command';
import { Messages } from '../../contracts/messages';

/**
 * Command fields every kiosk sign-in shares (core/command). A temperature reading as typed at the kiosk
 * (spec 3: defaults to '0.0' when not taken), as 'NN.N'; absent or blank is no reading. Only its form is
 * checked: the kiosk warns outside the tenant's limits and the reading is kept either way.
 */
export const temperature = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : String(v).trim()),
    z
      .string()
      .refine((s) => /^\d{1,2}(\.\d{1,2})?$/.test(s) && Number.isFinite(Number(s)), { message: Messages.temperatureInvalid })
      .transform((s) => Number(s).toFixed(1))
      .optional(),
  );

/** A signature upload's bytes as the edge received them (multipart file, or decoded base64); checked by signaturePng. */
export const signatureBytes = () =>
  z
    .custom<Buffer>((v) => Buffer.isBuffer(v), { message: Messages.signatureNotPng })
    .nullable()
    .optional();

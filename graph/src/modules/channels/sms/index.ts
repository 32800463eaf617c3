import type { SmsProvider } from './sms-provider';
import { twilioSms } from './twilio';

/** The SMS providers a tenant may choose (issue 39), by name: one line each. */
export const smsProviders: Record<string, SmsProvider<any>> = {
  twilio: twilioSms,
};

import { Field, ID, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { SaveSsoCommand } from './auth.commands';
import { AuthPayloadType } from '../users/user.type';

export const SignInNext = describedEnum('SignInNext', 'What a sign-in needs after a right password.', {
  SESSION: 'Nothing: the session is in the answer.',
  TOTP_CODE: 'A code from the authenticator app (or a recovery code): send it with the challenge to signInWithCode.',
  TOTP_ENROL:
    'The tenant requires two-step sign-in and the user has none yet: set it up with startTotpEnrolment and confirmTotpEnrolment, passing the challenge.',
});

@ObjectType('SignInStep', { description: 'The answer to the first step of a sign-in (the password).' })
export class SignInStepType {
  @Field(() => SignInNext, { description: 'What comes next.' }) next!: keyof typeof SignInNext;
  @Field(() => AuthPayloadType, { nullable: true, description: 'The session, when next is SESSION.' }) session?: AuthPayloadType | null;
  @Field(() => String, {
    nullable: true,
    description: 'Proof of the right password for the second step (five minutes), when a second step follows.',
  })
  challenge?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the challenge stops working.' }) challengeExpiresAt?: Date | null;
}

@ObjectType('TotpEnrolment', { description: 'A new authenticator secret, waiting for its first code. Shown this once.' })
export class TotpEnrolmentType {
  @Field({ description: 'The secret as text (base32), for typing into the app by hand.' }) secret!: string;
  @Field({ description: 'The otpauth:// URI the QR code holds.' }) otpauthUri!: string;
  @Field({ description: 'The otpauth URI as a QR code (a PNG data URL).' }) qrCode!: string;
}

@ObjectType('TotpEnabled', { description: 'Two-step sign-in is on.' })
export class TotpEnabledType {
  @Field(() => [String], { description: 'Ten recovery codes, each usable once instead of a code; shown only now.' })
  recoveryCodes!: string[];
  @Field(() => AuthPayloadType, { nullable: true, description: 'When set up during a sign-in: the session it was waiting for.' })
  session?: AuthPayloadType | null;
}

@ObjectType('StaffSignInSettings', { description: "A tenant's staff sign-in: two-step sign-in required, its OpenID Connect provider." })
export class StaffSignInSettingsType {
  @Field(() => ID, { description: 'The tenant.' }) tenantId!: string;
  @Field({ description: "The tenant's name." }) tenantName!: string;
  @Field({ description: 'Whether every staff user of the tenant must sign in with an authenticator code.' }) requireTotp!: boolean;
  @Field(() => String, { nullable: true, description: "The OpenID Connect provider's issuer URL (single sign-on), when set." })
  oidcIssuer?: string | null;
  @Field(() => String, { nullable: true, description: 'The client id registered at the provider.' }) oidcClientId?: string | null;
  @Field({ description: 'Whether a client secret is stored (it is never shown again).' }) oidcClientSecretSet!: boolean;
  @Field({ description: 'The address the provider must allow as redirect URI (register it at the provider).' }) oidcRedirectUri!: string;
  @Field({ description: "The staff login page's link for this tenant's single sign-on (share it with the tenant's staff)." })
  ssoLoginUrl!: string;
}

@ObjectType('SsoProvider', { description: "A tenant's single sign-on, as the login page offers it." })
export class SsoProviderType {
  @Field(() => ID, { description: 'The tenant.' }) tenantId!: string;
  @Field({ description: "The tenant's name, for the button: Sign in with <name>'s single sign-on." }) tenantName!: string;
}

export const TenantSsoInput = inputTypeFrom('TenantSsoInput', SaveSsoCommand, {
  description: "A tenant's OpenID Connect provider. A blank issuer turns single sign-on off.",
});
export type TenantSsoInput = InstanceType<typeof TenantSsoInput>;

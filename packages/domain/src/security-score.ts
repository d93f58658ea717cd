export type SecurityLevel = 'high' | 'medium' | 'low';

export interface SecurityStatus {
  /** 0, 50 or 100. */
  readonly score: number;
  readonly level: SecurityLevel;
}

/** Points for each verified contact; the product's security score rule. */
export const VERIFIED_EMAIL_POINTS = 50;
export const VERIFIED_PHONE_POINTS = 50;

/** 50 for a verified email plus 50 for a verified phone; high at 100, medium at 50, low otherwise. */
export function securityStatus(profile: {
  emailVerified: boolean;
  phoneNumberVerified: boolean;
}): SecurityStatus {
  const score =
    (profile.emailVerified ? VERIFIED_EMAIL_POINTS : 0) +
    (profile.phoneNumberVerified ? VERIFIED_PHONE_POINTS : 0);
  const level: SecurityLevel = score >= 100 ? 'high' : score >= 50 ? 'medium' : 'low';
  return { score, level };
}

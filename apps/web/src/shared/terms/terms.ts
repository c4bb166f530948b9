export interface TermsAgreement {
  termsApiAgreed: boolean;
  termsPartnerAgreed: boolean;
}

/** Spec §4: publishing needs both the API terms and the Partner terms agreed to. */
export function hasAgreedToAllTerms(org: TermsAgreement): boolean {
  return org.termsApiAgreed && org.termsPartnerAgreed;
}

/** decap-cms-locales ships no types: each locale is a tree of interface phrases. */
declare module 'decap-cms-locales' {
  /** The Dutch phrases of the Decap interface. */
  export const nl: Record<string, unknown>;
}

/** The part of @mdn/mdn-http-observatory (JavaScript without types) that observatory-scan.ts uses. */
declare module '@mdn/mdn-http-observatory' {
  export function scan(hostname: string): Promise<{
    scan: { grade: string; score: number };
    tests: Record<string, { pass: boolean; result: string }>;
  }>;
}

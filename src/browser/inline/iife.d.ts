/** `?iife` imports: a script and what it imports, bundled into one classic script, as a string (src/integrations/inline-scripts.ts). */
declare module '*?iife' {
  const code: string;
  export default code;
}

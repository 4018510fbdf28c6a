/** The type of the islands' icon modules (src/integrations/icons.ts): an icon's one 24×24 path. */
declare module 'virtual:mdi/*' {
  const path: string;
  export default path;
}

import { vcardPaths, vcardRoute } from '../lib/seo/person-vcard';

export const getStaticPaths = vcardPaths('nl');
export const GET = vcardRoute('nl');

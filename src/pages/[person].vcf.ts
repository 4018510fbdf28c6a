import { vcardPaths, vcardRoute } from '../lib/person-vcard';

export const getStaticPaths = vcardPaths('nl');
export const GET = vcardRoute('nl');

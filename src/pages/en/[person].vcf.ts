import { vcardPaths, vcardRoute } from '../../lib/seo/person-vcard';

export const getStaticPaths = vcardPaths('en');
export const GET = vcardRoute('en');

import { vcardPaths, vcardRoute } from '../../lib/person-vcard';

export const getStaticPaths = vcardPaths('en');
export const GET = vcardRoute('en');

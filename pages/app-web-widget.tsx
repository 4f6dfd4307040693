// /app-web-widget (SPEC section 2, route app-webview): the widget the newsroom's app embeds.
import { AppWidgetPage } from '@/components/app/AppWidgetPage';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default AppWidgetPage;
export const getStaticProps = staticPropsOf('app-webview');

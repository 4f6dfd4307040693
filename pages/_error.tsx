// Statuses other than 404/500 (e.g. 403). Rendered without menus: it must work even when the content
// source is what failed.
import type { NextPageContext } from 'next';
import { ErrorPage } from '@/components/error/ErrorPage';

interface Props {
  statusCode: number;
}

export default function ErrorRoute({ statusCode }: Props) {
  return <ErrorPage statusCode={statusCode} />;
}

ErrorRoute.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: res?.statusCode ?? (err as { statusCode?: number } | undefined)?.statusCode ?? 500,
});

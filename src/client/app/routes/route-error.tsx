import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@client/components/layout/error-screen';
import { Button } from '@client/components/ui/button';

/** Shown when a page throws while rendering or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t('errors.pageTitle')}
      description={t('errors.pageDescription')}
      action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
    />
  );
}

/**
 * Catches what a page throws and shows RouteError in its place, until the address changes (React
 * offers error boundaries only as class components). Resetting on `path` rather than keying the
 * boundary by it keeps the layouts mounted across ordinary navigations.
 */
export class RouteErrorBoundary extends Component<
  { path: string; children: ReactNode },
  { failed: boolean; path: string }
> {
  state = { failed: false, path: this.props.path };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { path: string }, state: { path: string }) {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen: "Screen – Portail Anapath". */
export function usePageTitle(screenTitle?: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} – ${appName}` : appName;
  }, [appName, screenTitle]);
}

import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ContentPage.tsx';
import { useAccessibilityStatement } from './useAccessibilityStatement.ts';

/** `/accessibilite`: the accessibility statement RGAA asks for, served by the server, sanitized. */
export function AccessibilityStatementScreen() {
  const { t } = useTranslation();
  const statement = useAccessibilityStatement();
  return (
    <ContentPage
      title={t('accessibilityStatement.title')}
      html={statement.data?.accessibilityStatementContent}
      isPending={statement.isPending}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { accessibilityStatementMessages } from '@portal/shared';
import { ContentPage } from '../components/ContentPage.tsx';

/** The statement's HTML text, its conformance state said in it. */
const ACCESSIBILITY_STATEMENT = {
  path: '/api/accessibility-statement',
  field: 'accessibilityStatementContent',
  failedMessage: accessibilityStatementMessages.loadFailed,
};

/** `/accessibilite`: the accessibility statement RGAA asks for, served by the server, sanitized. */
export function AccessibilityStatementScreen() {
  const { t } = useTranslation();
  return <ContentPage title={t('accessibilityStatement.title')} source={ACCESSIBILITY_STATEMENT} />;
}

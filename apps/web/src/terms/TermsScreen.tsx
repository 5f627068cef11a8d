import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ContentPage.tsx';
import { TERMS } from './useTerms.ts';

/**
 * `/cgu`: the terms of use on a screen of their own, where the sign-up form's link to them leads
 * when it is opened in a new tab (a plain press opens them in a dialog over the form).
 */
export function TermsScreen() {
  const { t } = useTranslation();
  return <ContentPage title={t('terms.title')} source={TERMS} shown={sectionsUnderH1} />;
}

/** The terms' sections start at h3, under the dialog's h2 title (`content/pages.ts`): here they are under the h1. */
function sectionsUnderH1(html: string): string {
  return html.replace(/<(\/?)h([3-6])\b/gi, (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 1}`);
}

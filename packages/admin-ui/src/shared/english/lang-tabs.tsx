import { type Lang, LANG_TAB_LABELS } from '@casa/core';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';

interface LangTabsProps {
  /** The tab shown; a form switches to 'es' itself when a Spanish field is refused. */
  active: Lang;
  onChange: (lang: Lang) => void;
  es: ReactNode;
  en: ReactNode;
}

/**
 * A form's 'Español' / 'English' tabs (docs/decisions/0026-english-site.md): the Spanish fields as
 * they always were, and the English values beside them. The English pane is drawn the first time
 * it is shown and kept after that; what the form holds does not depend on it, since every value is
 * in the form's state from the start.
 */
export function LangTabs({ active, onChange, es, en }: LangTabsProps) {
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key === 'en' ? 'en' : 'es')}
      items={[
        { key: 'es', label: LANG_TAB_LABELS.es, children: es },
        { key: 'en', label: LANG_TAB_LABELS.en, children: en },
      ]}
    />
  );
}

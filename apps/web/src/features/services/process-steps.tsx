import type { Lang } from '@casa/core';
import type { ProcessStep } from '@casa/core/content';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLang } from '../../lib/lang.js';
import styles from './process-steps.module.css';
import { TEXTS } from './texts.js';

/** A step as the page shows it: each `…Lang` is set on a Spanish fallback of an English page. */
export interface ShownStep extends ProcessStep {
  titleLang?: Lang | undefined;
  subtitleLang?: Lang | undefined;
  detailsLang?: Lang | undefined;
}

/**
 * 'Nuestro Proceso': six selectable steps (docs/product.md §2), as ARIA tabs. Arrow keys, Home and End
 * move between steps; the selected one shows its title, subtitle and details.
 */
export function ProcessSteps({ steps }: { steps: readonly ShownStep[] }) {
  const t = TEXTS[useLang()];
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const step = steps[selected] ?? steps[0];

  const select = (index: number) => {
    const next = (index + steps.length) % steps.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: steps.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  if (!step) return null;
  return (
    <div className={styles.process}>
      <div className={styles.tabs} role="tablist" aria-label={t.steps} aria-orientation="vertical">
        {steps.map((item, index) => (
          <button
            key={item.title}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.tabTitle} lang={item.titleLang}>
              {item.title}
            </span>
          </button>
        ))}
      </div>
      <div className={styles.panel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} tabIndex={0}>
        <p className={styles.panelNumber}>{t.stepOf(selected + 1, steps.length)}</p>
        <h3 className={styles.panelTitle} lang={step.titleLang}>
          {step.title}
        </h3>
        <p className={styles.subtitle} lang={step.subtitleLang}>
          {step.subtitle}
        </p>
        <ul className={styles.details} lang={step.detailsLang}>
          {step.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <div className={styles.progress} aria-hidden="true">
          <span style={{ width: `${((selected + 1) / steps.length) * 100}%` }} />
        </div>
      </div>
    </div>
  );
}

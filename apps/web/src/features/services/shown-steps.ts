import { type Lang, type PageContentEnglish, shownText } from '@casa/core';
import type { ProcessStep } from '@casa/core/content';
import type { ShownStep } from './process-steps.js';

type EnglishStep = PageContentEnglish['divisions']['corporativo']['services']['process'][number];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The process steps in the page's language: each English text where written, else the Spanish one marked as such. */
export function shownSteps(steps: readonly ProcessStep[], english: readonly EnglishStep[], lang: Lang): ShownStep[] {
  return steps.map((step, index) => {
    const en = english[index];
    const title = shownText(step.title, en?.title, lang);
    const subtitle = shownText(step.subtitle, en?.subtitle, lang);
    const details = shownText(step.details.join('\n'), en?.details, lang);
    return {
      title: title.text,
      titleLang: title.lang,
      subtitle: subtitle.text,
      subtitleLang: subtitle.lang,
      details: details.lang === undefined && lang === 'en' ? lines(details.text) : step.details,
      detailsLang: details.lang,
    };
  });
}

import type { LegalSection } from '@souq/contracts';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

type AccordionProps = {
  sections: LegalSection[];
  /** The open question's id; one at most is open. */
  openId: number | null;
  onToggle: (id: number) => void;
};

/** Questions as disclosure buttons; opening one closes the one that was open (spec 2). */
export function LegalAccordion({ sections, openId, onToggle }: AccordionProps) {
  const baseId = useId();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {sections.map((section) => {
        const open = section.id === openId;
        const panelId = `${baseId}-${String(section.id)}`;
        return (
          <li key={section.id}>
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  onToggle(section.id);
                }}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-slate-900 hover:bg-slate-50"
              >
                <span>{section.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-label={section.question} hidden={!open}>
              {/* Plain text from the console (issue 47): its line breaks are kept. */}
              <p className="px-5 pb-5 leading-relaxed whitespace-pre-line text-slate-700">
                {section.answer}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import { it, type LegalDocument as LegalDocumentContent, type LegalParams, type LegalSection } from '@domain/i18n/it';

const messages = it.legal;

function Sections({ sections }: { sections: readonly LegalSection[] }) {
  return sections.map((section) => (
    <section key={section.heading} className="render-when-near flex flex-col gap-3 [contain-intrinsic-size:auto_16rem]">
      <h3 className="text-lg font-semibold text-foreground">{section.heading}</h3>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-primary">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  ));
}

/** A bilingual legal document: the Italian text first, then the English one. */
export function LegalDocument({ content, params }: { content: LegalDocumentContent; params: LegalParams }) {
  // One document per page, so plain ids make shareable links (/privacy-policy#english).
  const italianId = 'italiano';
  const englishId = 'english';
  return (
    <div className="flex flex-col gap-10 leading-relaxed text-foreground/90">
      <nav aria-label={messages.contents} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href={`#${italianId}`} className="font-medium text-primary underline underline-offset-4">
          {messages.italianHeading}
        </a>
        <a href={`#${englishId}`} lang="en" className="font-medium text-primary underline underline-offset-4">
          {messages.englishHeading}
        </a>
      </nav>
      <section aria-labelledby={italianId} lang="it" className="flex flex-col gap-8">
        <h2 id={italianId} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-foreground">
          {messages.italianHeading}
        </h2>
        <Sections sections={content.italian(params)} />
      </section>
      <section aria-labelledby={englishId} lang="en" className="flex flex-col gap-8 border-t border-border pt-10">
        <h2 id={englishId} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-foreground">
          {messages.englishHeading}
        </h2>
        <Sections sections={content.english(params)} />
      </section>
    </div>
  );
}

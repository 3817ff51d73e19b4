import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@bookwell/ui";
import { SafeHtml } from "@bookwell/ui/safe-html";

/** One question of an accordion: the CMS's FAQ (`question`, `answer`) or a service page's. */
export type AccordionEntry =
  { question: string; answer: string } | { header: string; content: string };

export interface AccordionListProps {
  /** The CMS's list, as the query cache holds it. */
  items: readonly AccordionEntry[];
  /** Prefix of each item's value ("0-" for the FAQ's first group). */
  valuePrefix?: string;
}

/**
 * A CMS list of questions as an accordion (several open at once, each question an h3): the
 * FAQ's groups and a service page's questions. Loaded after the page's first load (`deferred`).
 */
export function AccordionList({ items, valuePrefix = "" }: AccordionListProps) {
  return (
    <Accordion type="multiple">
      {items.map((item, index) => {
        const [question, answer] =
          "question" in item ? [item.question, item.answer] : [item.header, item.content];
        return (
          <AccordionItem key={question} value={`${valuePrefix}${index}`}>
            <AccordionTrigger headingLevel={3}>{question}</AccordionTrigger>
            <AccordionContent>
              <SafeHtml html={answer} trusted />
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}

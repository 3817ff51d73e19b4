import { list, record, text, useContent } from "../lib/use-content";

/** How it works (`cms/howitworks`): the steps beside the image; on home and its own page. */
export function HowItWorksBlock({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const how = useContent("cmsHowItWorks");
  const content = how.data?.content;
  if (!content) return null;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const title = text(record(content).title) || "How It Works";
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-4 py-10">
      <Heading id="how-it-works" className="mb-6 text-2xl font-bold">
        {title}
      </Heading>
      <div className="grid items-center gap-8 md:grid-cols-2">
        <ol className="space-y-4">
          {list(content.steps).map((step, index) => (
            <li key={index} className="flex gap-4">
              {step.icon ? (
                <img
                  src={text(step.icon)}
                  alt=""
                  width={240}
                  height={160}
                  loading="lazy"
                  className="aspect-3/2 w-24 shrink-0 self-start rounded-lg object-cover"
                />
              ) : null}
              <div>
                <p className="font-semibold">
                  {text(step.step) || index + 1}. {text(step.title)}
                </p>
                <p className="text-muted-foreground">{text(step.description)}</p>
              </div>
            </li>
          ))}
        </ol>
        {content.image ? (
          <img
            src={content.image}
            alt=""
            width={640}
            height={480}
            loading="lazy"
            className="w-full rounded-xl"
          />
        ) : null}
      </div>
    </section>
  );
}

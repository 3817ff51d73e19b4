import { projectSatisfactionQuery } from "@bookwell/booking-kit/content";
import { useKit } from "@bookwell/booking-kit/provider";
import type { Project } from "@bookwell/contract";
import {
  Carousel,
  carouselPresets,
  RatingStars,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { flagUrl } from "../lib/flags";
import { list, record, text, useContent } from "../lib/use-content";

/*
 * The home page's carousels below the fold and Our Projects (embla, the tabs): server-rendered
 * into the HTML, their code loaded after the page's first load (`lazyPart`).
 */

export function CountriesCarousel() {
  const body = useContent("cmsHomeBody3");
  const content = body.data?.content;
  if (!content || content.flag.length === 0) return null;
  return (
    <section aria-labelledby="countries" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="countries" className="mb-4 text-2xl font-bold">
        {content.title}
      </h2>
      <Carousel label="Countries" itemsPerView={carouselPresets.home}>
        {content.flag.map((flag) => (
          <figure key={flag.image} className="flex flex-col items-center gap-2 p-2">
            <img
              src={flagUrl(flag.image)}
              alt=""
              width={96}
              height={72}
              loading="lazy"
              className="h-18 w-24 rounded shadow"
            />
            <figcaption>{text(record(flag).name)}</figcaption>
          </figure>
        ))}
      </Carousel>
    </section>
  );
}

export function PartnersCarousel() {
  const header = useContent("cmsHomeTop");
  const partners = list(record(header.data?.content).partners);
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="partners" className="mb-4 text-2xl font-bold">
        Trusted by
      </h2>
      <Carousel label="Trusted by" itemsPerView={carouselPresets.projectsAndPartners} autoRotate>
        {partners.map((partner) => (
          <div key={text(partner.image)} className="flex h-20 items-center justify-center p-2">
            <img
              src={text(partner.image)}
              alt={text(partner.name)}
              width={160}
              height={64}
              loading="lazy"
              className="max-h-16"
            />
          </div>
        ))}
      </Carousel>
    </section>
  );
}

export function OurProjects() {
  const projects = useContent("projects");
  const all = projects.data ?? [];
  const services = [...new Set(all.map((project) => project.service))];
  const [selected, setSelected] = React.useState<string | null>(null);
  const current = all.find((project) => project.projcode === selected) ?? all[0];
  if (all.length === 0) return null;
  return (
    <section aria-labelledby="our-projects" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="our-projects" className="mb-4 text-2xl font-bold">
        Our Projects
      </h2>
      {/* A tab's value becomes part of its element ids (aria-controls), so it is the service's
          index: a name with a space would read as two ids. */}
      <Tabs
        defaultValue="0"
        onValueChange={(index) =>
          setSelected(
            all.find((project) => project.service === services[Number(index)])?.projcode ?? null,
          )
        }
      >
        <TabsList aria-label="Services">
          {services.map((service, index) => (
            <TabsTrigger key={service} value={String(index)}>
              {service}
            </TabsTrigger>
          ))}
        </TabsList>
        {services.map((service, index) => {
          const ofService = all.filter((project) => project.service === service);
          return (
            <TabsContent key={service} value={String(index)} className="pt-4">
              <Carousel
                label={`${service} projects`}
                itemsPerView={carouselPresets.projectsAndPartners}
                onSlideChange={(index) => {
                  const project = ofService[index];
                  if (project) setSelected(project.projcode);
                }}
              >
                {ofService.map((project) => (
                  <figure key={project.projcode} className="p-1">
                    <button
                      type="button"
                      className="block w-full rounded-lg text-left focus-visible:outline-2 focus-visible:outline-ring"
                      aria-pressed={current?.projcode === project.projcode}
                      onClick={() => setSelected(project.projcode)}
                    >
                      <img
                        src={project.imagefile}
                        alt=""
                        width={320}
                        height={240}
                        loading="lazy"
                        className="aspect-4/3 w-full rounded-lg object-cover"
                      />
                      <figcaption className="mt-1 text-sm font-medium">
                        {project.projname}
                      </figcaption>
                    </button>
                  </figure>
                ))}
              </Carousel>
            </TabsContent>
          );
        })}
      </Tabs>
      {current ? <Satisfaction project={current} /> : null}
    </section>
  );
}

function Satisfaction({ project }: { project: Project }) {
  const { client } = useKit();
  const entries = useQuery(projectSatisfactionQuery(client, project.projcode));
  return (
    <div className="mt-6 rounded-xl border border-border p-4">
      <h3 className="text-lg font-semibold">Customer satisfaction: {project.projname}</h3>
      {/* The spec: a project's rating is always shown as 4 of 5 stars. */}
      <RatingStars value={4} max={5} className="my-2" />
      <ul className="space-y-3">
        {(entries.data ?? []).map((entry, index) => {
          const item = record(entry);
          return (
            <li key={index}>
              <blockquote className="border-l-4 border-primary pl-3">
                <p>{text(item.comment)}</p>
                <footer className="text-sm text-muted-foreground">
                  {text(item.custname)}
                  {item.area ? `, ${text(item.area)}` : ""}
                </footer>
              </blockquote>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

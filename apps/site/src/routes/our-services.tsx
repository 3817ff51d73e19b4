import { useKit } from "@bookwell/booking-kit/provider";
import type { ServiceListItem } from "@bookwell/contract";
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@bookwell/ui";
import * as React from "react";
import { Link } from "react-router";

import { Page } from "../components/page";
import { useContent } from "../lib/use-content";

/** The services list: cards whose READ MORE opens the sub-services, each linking to its page. */
export default function OurServices() {
  const services = useContent("homeOurServices");
  const { settings } = useKit();
  const [open, setOpen] = React.useState<ServiceListItem | null>(null);
  return (
    <Page title="Our Services" breadcrumb={[{ label: "Our Services" }]}>
      <p className="mb-6">
        Call us on{" "}
        <a
          href={`tel:${settings.hotline.replace(/[^\d+]/g, "")}`}
          className="font-semibold underline"
        >
          {settings.hotline}
        </a>{" "}
        ({settings.hours}).
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {(services.data ?? []).map((service) => (
          <li key={service.svcname}>
            <Card className="flex h-full flex-col">
              {service.imageurl ? (
                <img
                  src={service.imageurl}
                  alt=""
                  width={400}
                  height={240}
                  loading="lazy"
                  className="aspect-5/3 w-full rounded-t-xl object-cover"
                />
              ) : null}
              <CardHeader>
                <CardTitle as="h2">{service.svcname}</CardTitle>
              </CardHeader>
              <CardContent className="flex-1 text-muted-foreground">{service.svcdesc}</CardContent>
              <CardFooter>
                <Button
                  variant="outline"
                  onClick={() => setOpen(service)}
                  aria-label={`READ MORE: ${service.svcname}`}
                >
                  READ MORE
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{open?.svcname}</DialogTitle>
            <DialogDescription>{open?.svcdesc}</DialogDescription>
          </DialogHeader>
          <ul className="grid gap-4 sm:grid-cols-2">
            {open?.subservices.map((sub) => (
              <li key={sub.prodpageid} className="rounded-md border border-border p-3">
                <Link
                  to={`/${sub.prodpageid}`}
                  className="font-semibold text-primary underline"
                  onClick={() => setOpen(null)}
                >
                  {sub.subsvcname}
                </Link>
                {sub.subsvcdesc ? (
                  <p className="text-sm text-muted-foreground">{sub.subsvcdesc}</p>
                ) : null}
              </li>
            ))}
          </ul>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">CANCEL</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Page>
  );
}

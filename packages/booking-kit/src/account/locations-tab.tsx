"use client";
import {
  COUNTRIES,
  HOUSE_TYPES,
  labels,
  messages,
  validateLocation,
  type Location,
  type LocationOwner,
  postcodeMaxLength,
} from "@bookwell/contract";
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  Field,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  TextInput,
} from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import * as React from "react";

import { useContractForm } from "../forms/use-contract-form";
import { useKit, useSession } from "../kit-context";
import { useDeleteLocation, useSaveLocation } from "../queries/account-mutations";
import { locationOwnersQuery, myLocationsQuery } from "../queries/account-queries";
import { useReportErrors } from "./account-states";
import { AccountFailed, AccountLoading } from "./account-states";
import {
  asDefault,
  locationBody,
  locationValues,
  newLocation,
  type LocationValues,
} from "./location-form";

export type LocationListViewProps = {
  locations: readonly Location[];
  onAdd: () => void;
  onEdit: (location: Location) => void;
  onMakeDefault: (location: Location) => void;
  /** Called once the customer has confirmed. */
  onDelete: (location: Location) => void;
  /** A location being changed (made default or deleted): its buttons wait. */
  busy?: string;
  /**
   * Where focus goes when the list shows again after the edit mode: the Edit button of the
   * location just edited, or Add location.
   * @default nowhere (focus stays where it is)
   */
  returnFocus?: { to: "add" } | { to: "edit"; locationid: string };
};

/** My Location's list, presentational: each saved location with edit, make default and delete. */
export function LocationListView({
  locations,
  onAdd,
  onEdit,
  onMakeDefault,
  onDelete,
  busy,
  returnFocus,
}: LocationListViewProps) {
  const [asked, setAsked] = React.useState<Location | null>(null);
  const root = React.useRef<HTMLDivElement>(null);
  const [initialFocus] = React.useState(returnFocus);
  React.useEffect(() => {
    if (!initialFocus) return;
    const selector =
      initialFocus.to === "add"
        ? "[data-action='add']"
        : `[data-action='edit'][data-location='${CSS.escape(initialFocus.locationid)}']`;
    (root.current?.querySelector(selector) ?? root.current?.querySelector("[data-action='add']"))
      ?.closest("button")
      ?.focus();
  }, [initialFocus]);
  return (
    <div ref={root} className="space-y-4">
      <Button data-action="add" onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add location
      </Button>
      {locations.length === 0 ? (
        <EmptyState icon={<MapPin />} title={messages.noRecordsFound} />
      ) : (
        <ul aria-label="Saved locations" className="grid gap-4 lg:grid-cols-2">
          {locations.map((location) => (
            <li key={location.locationid}>
              <article
                aria-labelledby={`location-${location.locationid}`}
                className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-4"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id={`location-${location.locationid}`} className="text-lg font-semibold">
                    {location.locationname}
                  </h2>
                  {location.isDefault ? <Badge tone="primary">Default</Badge> : null}
                </div>
                <p>{location.fulladdr}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold text-muted-foreground">House type</dt>
                  <dd>{location.housetype}</dd>
                  <dt className="font-semibold text-muted-foreground">Property size</dt>
                  <dd>{location.area} sq ft</dd>
                  <dt className="font-semibold text-muted-foreground">Bedrooms</dt>
                  <dd>{location.bedroomqty}</dd>
                  <dt className="font-semibold text-muted-foreground">Bathrooms</dt>
                  <dd>{location.bathroomqty}</dd>
                  <dt className="font-semibold text-muted-foreground">Owner</dt>
                  <dd>{location.ptcname || "None"}</dd>
                  {location.specialinstruction ? (
                    <>
                      <dt className="font-semibold text-muted-foreground">Special instruction</dt>
                      <dd className="break-words">{location.specialinstruction}</dd>
                    </>
                  ) : null}
                </dl>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${location.locationname}`}
                    data-action="edit"
                    data-location={location.locationid}
                    onClick={() => onEdit(location)}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  {location.isDefault ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Make default: ${location.locationname}`}
                      pending={busy === location.locationid}
                      pendingLabel={`Saving ${location.locationname}`}
                      onClick={() => onMakeDefault(location)}
                    >
                      <Star aria-hidden="true" />
                      Make default
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete ${location.locationname}`}
                    onClick={() => setAsked(location)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title="Delete this location?"
        description={
          asked ? `${asked.locationname} will be removed from your locations.` : undefined
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="destructive"
        onConfirm={() => {
          if (asked) onDelete(asked);
        }}
      />
    </div>
  );
}

export type LocationEditorViewProps = {
  /** The location being edited; none for a new one. */
  location?: Location;
  /** The contacts who may own a location. */
  owners: readonly LocationOwner[];
  saving?: boolean;
  /** Called with the checked values (UPDATE). */
  onSave: (values: LocationValues) => void;
  /** BACK to the list, nothing saved. */
  onBack: () => void;
  /**
   * The country a new location starts with (`settings.defaultCountry`).
   * @default "United Kingdom"
   */
  defaultCountry?: LocationValues["addr3"];
};

/**
 * My Location's edit mode, presentational: every field of a location, checked in the spec's
 * order (the contract's `validateLocation`) with its limits on the inputs, UPDATE and BACK.
 */
export function LocationEditorView({
  location,
  owners,
  saving,
  onSave,
  onBack,
  defaultCountry = newLocation.addr3,
}: LocationEditorViewProps) {
  const form = useContractForm<LocationValues>(
    location ? locationValues(location) : { ...newLocation, addr3: defaultCountry },
    validateLocation,
  );
  const { values, set } = form;
  const headingId = React.useId();
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  const text = (
    field: keyof LocationValues & string,
    label: string,
    props: React.ComponentProps<typeof TextInput> = {},
    required = false,
  ) => (
    <Field label={label} required={required} {...form.field(field)}>
      <TextInput
        value={String(values[field])}
        onChange={(event) => set(field, event.target.value)}
        {...props}
      />
    </Field>
  );
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="grid max-w-3xl gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) onSave(values);
      }}
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none sm:col-span-2"
      >
        {location ? `Edit ${location.locationname}` : "New location"}
      </h2>
      {text("locationname", "Location name", { maxLength: 20 }, true)}
      {text("unitno", "Unit number", { maxLength: 20 })}
      {text("addr1", "Address line 1", { maxLength: 100, autoComplete: "address-line1" }, true)}
      {text("addr2", "Address line 2", { maxLength: 100, autoComplete: "address-line2" })}
      {text("postcode", "Postal code", {
        maxLength: postcodeMaxLength(values.addr3 || "United Kingdom"),
        autoComplete: "postal-code",
      })}
      <Field label="Country" required {...form.field("addr3")}>
        <Select
          placeholder="Please select"
          options={COUNTRIES.map((country) => ({ value: country, label: country }))}
          value={values.addr3}
          onChange={(event) => set("addr3", event.target.value)}
        />
      </Field>
      <Field label="House type" required {...form.field("housetype")}>
        <Select
          placeholder="Please select"
          options={HOUSE_TYPES.map((type) => ({ value: type, label: type }))}
          value={values.housetype}
          onChange={(event) => set("housetype", event.target.value)}
        />
      </Field>
      {text("area", "Property size (sq ft)", { inputMode: "numeric" }, true)}
      {text("bedroomqty", "Bedrooms", { inputMode: "numeric", maxLength: 2 })}
      {text("bathroomqty", "Bathrooms", { inputMode: "numeric", maxLength: 2 })}
      <Field label="Owner contact" {...form.field("ptc")}>
        <Select
          placeholder="None"
          options={owners.map((owner) => ({ value: owner.ptc, label: owner.ptcname }))}
          value={values.ptc}
          onChange={(event) => set("ptc", event.target.value)}
        />
      </Field>
      <Field
        label="Special instruction"
        className="sm:col-span-2"
        {...form.field("specialinstruction")}
      >
        <Textarea
          maxLength={250}
          value={values.specialinstruction}
          onChange={(event) => set("specialinstruction", event.target.value)}
        />
      </Field>
      <Checkbox
        className="sm:col-span-2"
        label="Make this my default location"
        checked={values.isDefault}
        onCheckedChange={(checked) => set("isDefault", checked === true)}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" pending={saving} pendingLabel="Saving the location">
          UPDATE
        </Button>
        <Button variant="outline" onClick={onBack}>
          BACK
        </Button>
      </div>
    </form>
  );
}

type Mode =
  | { kind: "list"; returnFocus?: LocationListViewProps["returnFocus"] }
  | { kind: "edit"; location?: Location };

/**
 * My Location: the saved locations (`GET myaccount/mylocations`), and the edit mode the list
 * toggles to (Add location, Edit) and back from (UPDATE saves, BACK does not). Make default
 * and delete act from the list. Tab 3.1, the spec's placeholder, shows only when the brand
 * turns it on (`settings.account.locationsExtraTab`) and makes no calls.
 */
export function LocationsTab() {
  const { client, settings } = useKit();
  const user = useSession();
  const owner = { arnum: user?.arnum ?? "", email: user?.email ?? "" };
  const locations = useQuery({ ...myLocationsQuery(client, owner), enabled: Boolean(user) });
  const owners = useQuery({ ...locationOwnersQuery(client, owner), enabled: Boolean(user) });
  const save = useSaveLocation(owner);
  const remove = useDeleteLocation(owner);
  const [mode, setMode] = React.useState<Mode>({ kind: "list" });
  const back = (from?: Location) =>
    setMode({
      kind: "list",
      returnFocus: from ? { to: "edit", locationid: from.locationid } : { to: "add" },
    });
  useReportErrors(locations.error, owners.error);

  let list: React.ReactNode;
  if (locations.isPending || owners.isPending) {
    list = <AccountLoading label="Loading My Location" />;
  } else if (!locations.data || !owners.data) {
    list = (
      <AccountFailed
        onRetry={() => {
          void locations.refetch();
          void owners.refetch();
        }}
      />
    );
  } else if (mode.kind === "edit") {
    const editing = mode.location;
    list = (
      <LocationEditorView
        key={editing?.locationid ?? "new"}
        location={editing}
        owners={owners.data}
        defaultCountry={settings.defaultCountry}
        saving={save.isPending}
        onBack={() => back(editing)}
        onSave={(values) => {
          if (save.isPending) return;
          save.mutate(locationBody(values, editing?.locationid), {
            onSuccess: (saved) => back(saved),
          });
        }}
      />
    );
  } else {
    const busy = save.isPending ? save.variables?.locationid : undefined;
    list = (
      <LocationListView
        locations={locations.data}
        returnFocus={mode.returnFocus}
        busy={busy ?? (remove.isPending ? remove.variables : undefined)}
        onAdd={() => setMode({ kind: "edit" })}
        onEdit={(location) => setMode({ kind: "edit", location })}
        onMakeDefault={(location) => {
          if (!save.isPending) save.mutate(asDefault(location));
        }}
        onDelete={(location) => remove.mutate(location.locationid)}
      />
    );
  }

  // The spec's second tab has no content: shown only when the brand turns it on.
  if (!settings.account?.locationsExtraTab) return list;
  return (
    <Tabs defaultValue="locations">
      <TabsList aria-label={labels.myLocation}>
        <TabsTrigger value="locations">Saved locations</TabsTrigger>
        <TabsTrigger value="3.1">Tab 3.1</TabsTrigger>
      </TabsList>
      <TabsContent value="locations">{list}</TabsContent>
      <TabsContent value="3.1">
        <p>There is nothing here yet.</p>
      </TabsContent>
    </Tabs>
  );
}

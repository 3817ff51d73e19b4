import { staffTexts, type StaffAccount } from "@bookwell/contract";
import { Button, Field, PasswordInput, Select, TextInput } from "@bookwell/ui";

import { ActionForm, textOf } from "../components/action-form";
import { DoneNotice, ErrorNotice, formatDateTime, Loaded, Screen } from "../components/notices";
import { SortableTable, type SortableColumn } from "../components/sortable-table";
import { useStaffAction, useStaffQuery } from "../lib/staff-api";

/** Staff accounts (admin): who may sign in, as what; create one, disable one. */
export function Accounts() {
  const query = useStaffQuery("staffAccounts");
  const create = useStaffAction("staffCreateAccount");
  const disable = useStaffAction("staffDisableAccount");
  const columns: SortableColumn<StaffAccount>[] = [
    { key: "name", header: staffTexts.name, cell: (a) => a.name, sortValue: (a) => a.name },
    { key: "email", header: staffTexts.email, cell: (a) => a.email, sortValue: (a) => a.email },
    { key: "role", header: staffTexts.role, cell: (a) => a.role, sortValue: (a) => a.role },
    {
      key: "status",
      header: staffTexts.status,
      cell: (a) => (a.disabled ? staffTexts.disabled : staffTexts.active),
      sortValue: (a) => Number(a.disabled),
    },
    {
      key: "last",
      header: staffTexts.lastSignIn,
      cell: (a) => (a.lastSignInAt ? formatDateTime(a.lastSignInAt) : staffTexts.never),
      sortValue: (a) => a.lastSignInAt ?? "",
    },
    {
      key: "actions",
      header: staffTexts.actions,
      cell: (a) =>
        a.disabled ? null : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => disable.mutate({ params: { staffId: a.staffId } })}
          >
            {staffTexts.disable(a.name)}
          </Button>
        ),
    },
  ];
  return (
    <Screen title={staffTexts.accountsTitle}>
      <ErrorNotice error={disable.error} />
      <DoneNotice message={disable.error ? undefined : disable.data?.meta.message} />
      <Loaded query={query}>
        {(rows) => (
          <SortableTable
            caption={staffTexts.accountsCaption}
            columns={columns}
            rows={rows}
            getRowKey={(a) => a.staffId}
            initialSort={{ key: "name", direction: "ascending" }}
          />
        )}
      </Loaded>
      <ActionForm
        title={staffTexts.createAccount}
        submitLabel={staffTexts.createAccount}
        action={create}
        resetOnSuccess
        toInput={(form) => ({
          body: {
            name: textOf(form, "name"),
            email: textOf(form, "email"),
            role: textOf(form, "role") as "agent" | "admin",
            password: textOf(form, "password"),
          },
        })}
      >
        <Field label={staffTexts.name} required>
          <TextInput name="name" />
        </Field>
        <Field label={staffTexts.email} required>
          <TextInput name="email" type="email" />
        </Field>
        <Field label={staffTexts.role} required>
          <Select
            name="role"
            defaultValue="agent"
            options={[
              { value: "agent", label: staffTexts.agent },
              { value: "admin", label: staffTexts.admin },
            ]}
          />
        </Field>
        <Field label={staffTexts.password} required>
          <PasswordInput name="password" autoComplete="new-password" />
        </Field>
      </ActionForm>
    </Screen>
  );
}

// A brand's app as its developers would write it: the package, its stylesheet and a brand.
import * as ui from "@bookwell/ui";
import "@bookwell/ui/styles.css";
import "@bookwell/ui/brands/sg.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const { Button } = ui;

/** The package's Dialog, shadcn-style parts; absent until the dialog component ships. */
function BookingDialog() {
  const { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } = ui;
  if (!Dialog) return null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Open dialog</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Booking confirmed</DialogTitle>
        <DialogDescription>We have emailed your receipt.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

function App() {
  return (
    <main style={{ display: "flex", gap: 16, padding: 24 }}>
      <Button onClick={() => document.body.setAttribute("data-clicked", "yes")}>Book now</Button>
      <BookingDialog />
    </main>
  );
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** `YYYY-MM-DD` as DD MMM YYYY, the specs' display form ("14 Oct 2026"). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  const name = MONTHS[Number(month) - 1]?.slice(0, 3) ?? "";
  return `${day} ${name} ${year}`;
}

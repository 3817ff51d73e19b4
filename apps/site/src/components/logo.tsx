/** The brand's logo (an inline SVG mark and the name), for the header's home link. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-xl font-bold text-primary">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" fill="currentColor">
        <path d="M16 3 3 13v16h10v-9h6v9h10V13z" />
      </svg>
      <span>
        Bookwell<span className="sr-only">, home</span>
      </span>
    </span>
  );
}

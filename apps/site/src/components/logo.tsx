import type { SiteBrand } from "../lib/settings";

/** The brand's logo (its image, or an inline SVG mark and its wordmark), for the header's home link. */
export function Logo({ brand }: { brand: Pick<SiteBrand, "logo"> }) {
  const { wordmark, src } = brand.logo;
  return (
    <span className="flex items-center gap-2 text-xl font-bold text-primary">
      {src ? (
        <img src={src} alt="" className="size-8" />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" fill="currentColor">
          <path d="M16 3 3 13v16h10v-9h6v9h10V13z" />
        </svg>
      )}
      <span>
        {wordmark}
        <span className="sr-only">, home</span>
      </span>
    </span>
  );
}

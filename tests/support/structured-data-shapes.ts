// The structured-data shapes Google documents for the rich results we aim at (Article,
// Breadcrumb, Organization), plus schema.org's own Service, as checks that return the
// problems found. Required properties must be there; the recommended ones we promise too.
type Node = Record<string, unknown>;

const ORGANIZATION_TYPES = new Set(['Organization', 'ProfessionalService', 'LocalBusiness', 'Corporation']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function nonEmptyText(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function imageUrls(value: unknown): unknown[] {
  return asList(value).map((image) => (typeof image === 'object' && image ? (image as Node).url : image));
}

function checkOrganizationRef(where: string, value: unknown, problems: string[]) {
  const list = asList(value);
  if (list.length === 0) problems.push(`${where}: missing`);
  for (const entry of list) {
    const node = entry as Node;
    if (typeof node !== 'object' || !node || !ORGANIZATION_TYPES.has(String(node['@type'])))
      problems.push(`${where}: not an Organization`);
    else {
      if (!nonEmptyText(node.name)) problems.push(`${where}.name: missing`);
      if (!isAbsoluteUrl(node.url)) problems.push(`${where}.url: not an absolute URL`);
    }
  }
}

/** Google's Article: recommended headline, image, datePublished, dateModified, author (name, url). */
export function articleProblems(node: Node): string[] {
  const problems: string[] = [];
  if (!['Article', 'NewsArticle', 'BlogPosting'].includes(String(node['@type'])))
    problems.push('@type: not an Article');
  if (!nonEmptyText(node.headline)) problems.push('headline: missing');
  const images = imageUrls(node.image);
  if (images.length === 0 || !images.every(isAbsoluteUrl)) problems.push('image: missing or not absolute URLs');
  for (const key of ['datePublished', 'dateModified'])
    if (typeof node[key] !== 'string' || !ISO_DATE.test(node[key] as string)) problems.push(`${key}: not ISO 8601`);
  if (
    typeof node.datePublished === 'string' &&
    typeof node.dateModified === 'string' &&
    node.dateModified < node.datePublished
  )
    problems.push('dateModified: before datePublished');
  checkOrganizationRef('author', node.author, problems);
  return problems;
}

/** Google's Breadcrumb: at least two ListItems, each with position and name, and item except the last. */
export function breadcrumbProblems(node: Node): string[] {
  const problems: string[] = [];
  if (node['@type'] !== 'BreadcrumbList') problems.push('@type: not a BreadcrumbList');
  const items = asList(node.itemListElement) as Node[];
  if (items.length < 2) problems.push('itemListElement: fewer than two items');
  items.forEach((item, i) => {
    if (item['@type'] !== 'ListItem') problems.push(`itemListElement[${i}]: not a ListItem`);
    if (item.position !== i + 1) problems.push(`itemListElement[${i}].position: not ${i + 1}`);
    if (!nonEmptyText(item.name)) problems.push(`itemListElement[${i}].name: missing`);
    if (i < items.length - 1 && !isAbsoluteUrl(item.item))
      problems.push(`itemListElement[${i}].item: not an absolute URL`);
    if (item.item !== undefined && !isAbsoluteUrl(item.item)) problems.push(`itemListElement[${i}].item: not a URL`);
  });
  return problems;
}

/** Google's Organization (all optional; we promise name, url, logo, and sameAs as URLs when given). */
export function organizationProblems(node: Node): string[] {
  const problems: string[] = [];
  if (!ORGANIZATION_TYPES.has(String(node['@type']))) problems.push('@type: not an Organization');
  if (!nonEmptyText(node.name)) problems.push('name: missing');
  if (!isAbsoluteUrl(node.url)) problems.push('url: not an absolute URL');
  const logos = imageUrls(node.logo);
  if (logos.length !== 1 || !isAbsoluteUrl(logos[0])) problems.push('logo: missing or not an absolute URL');
  if (node.sameAs !== undefined && !asList(node.sameAs).every(isAbsoluteUrl)) problems.push('sameAs: not URLs');
  if (node.telephone !== undefined && !/^\+\d{6,15}$/.test(String(node.telephone)))
    problems.push('telephone: not international form');
  return problems;
}

/** schema.org Service: name, description, provider (an Organization), url; an Offer states its currency. */
export function serviceProblems(node: Node): string[] {
  const problems: string[] = [];
  if (node['@type'] !== 'Service') problems.push('@type: not a Service');
  if (!nonEmptyText(node.name)) problems.push('name: missing');
  if (!nonEmptyText(node.description)) problems.push('description: missing');
  if (!isAbsoluteUrl(node.url)) problems.push('url: not an absolute URL');
  checkOrganizationRef('provider', node.provider, problems);
  for (const offer of asList(node.offers) as Node[]) {
    if (offer['@type'] !== 'Offer') problems.push('offers: not an Offer');
    const spec = offer.priceSpecification as Node | undefined;
    if (!nonEmptyText(offer.priceCurrency) && !nonEmptyText(spec?.priceCurrency)) problems.push('offers: no currency');
    if (spec && typeof spec.minPrice !== 'number') problems.push('offers.priceSpecification.minPrice: not a number');
    if (spec?.maxPrice !== undefined && Number(spec.maxPrice) < Number(spec.minPrice))
      problems.push('offers.priceSpecification: maxPrice below minPrice');
  }
  return problems;
}

/** The JSON-LD blocks of an HTML page, parsed; a block that is not JSON fails loudly. */
export function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Node,
  );
}

/** Every node of the blocks, with a top-level @graph flattened. */
export function jsonLdNodes(blocks: Node[]): Node[] {
  return blocks.flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Node[]) : [block]));
}

/** Nothing on the page may claim FAQ rich results (Google no longer shows them for most sites). */
export function hasFaqMarkup(nodes: Node[]): boolean {
  return nodes.some((node) => node['@type'] === 'FAQPage');
}

// How the PWA's code is cut into files (decision 013 « A route stays out of the entry »). On a phone's 3G
// the number of files costs more than their bytes: the browser fetches six at a time per host over HTTP/1.1, each
// wave one round trip (562 ms on DevTools' Fast 3G). Vite's default cut (one file per shared module set) gave the
// sign-in page 87 files. Here the code is grouped by the first screen that needs it:
//   framework   React, ReactDOM and TanStack Router: every page, changes rarely (stays cached across releases);
//   boot        the rest of what the entry needs (Mantine's provider and styles system, the session);
//   signin      what the sign-in page adds (its inputs, the form library, the schemas it validates with);
//   backoffice  what the merchant's frame and dashboard add (the frame's Mantine parts, TanStack Query, Dexie, the
//               sync engine);
//   admin       what the administrator's frame and dashboard add.
// A library a screen reaches later stays in Vite's default cut (small shared files fetched with that screen). App
// code (pwa/, shared/) joins a group only when two screens share it; a screen's own code stays in its route file.
// A module reached by several first screens goes to the first group listed (a later screen then fetches that file
// too: it holds little it does not use).

export interface ChunkGroupModuleInfo {
  importers: string[];
  dynamicImporters: string[];
  isEntry?: boolean;
}
export interface ChunkGroupContext {
  getModuleInfo(id: string): ChunkGroupModuleInfo | null;
}

export const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store))[\\/]/;

const SIGN_IN = /[\\/]pwa[\\/]routes[\\/]auth[\\/]/;
/** The light sign-in page (pwa/auth/signin.html, decision 013): a page of its own, without React or Mantine's code. */
const LIGHT_SIGN_IN = /[\\/]pwa[\\/]auth[\\/]signin\.html$/;
/** The app's entry (index.html and main.tsx): what every page of the React app fetches first. */
const APP_ENTRY = /[\\/]pwa[\\/](index\.html|main\.tsx)$/;
/**
 * Our code that reads the device's database (Dexie): the `sync` group, out of the dashboard's first load. But for the
 * early first pull and the database's name (first-pull.ts, db-name.ts): the merchant area's route file imports them
 * to ask for a new device's first page at once, and they must not bring the group with them.
 */
const SYNC_CODE = /[\\/]pwa[\\/]lib[\\/](sync|catalog)[\\/](?!first-pull\.ts$|db-name\.ts$)/;

/** lib/ui's stand-ins for Mantine's Select, Modal, Tooltip and date field (decision 013): they go with the inputs. */
const LAZY_STAND_INS =
  /[\\/]pwa[\\/]lib[\\/]ui[\\/](LazySelect|LazyModal|LazyTooltip|DateField|lazy-part|opened-once)\.tsx?$/;

/** First screens, in order: a group and the route chunks (ids as the router plugin names them) that start it. */
export const FIRST_SCREENS: { name: string; roots: RegExp }[] = [
  {
    name: 'backoffice',
    roots: /[\\/]pwa[\\/]routes[\\/]user[\\/](route|dashboard)\.tsx\?tsr-split=component$/,
  },
  {
    name: 'admin',
    roots: /[\\/]pwa[\\/]routes[\\/]admin[\\/](route|dashboard)\.tsx\?tsr-split=component$/,
  },
];

const isEntryModule = (id: string, info: ChunkGroupModuleInfo) =>
  info.isEntry === true || /[\\/]pwa[\\/]main\.tsx$/.test(id);

/** The chunks (the entry, lazy components, route files) whose static imports reach a module. */
export function rootsOf(id: string, ctx: ChunkGroupContext, cache = new Map<string, Set<string>>()): Set<string> {
  const known = cache.get(id);
  if (known) return known;
  const roots = new Set<string>();
  cache.set(id, roots); // import cycles end here
  const info = ctx.getModuleInfo(id);
  if (!info) return roots;
  if (isEntryModule(id, info) || info.dynamicImporters.length > 0 || info.importers.length === 0) roots.add(id);
  for (const importer of info.importers) for (const r of rootsOf(importer, ctx, cache)) roots.add(r);
  return roots;
}

/** Mantine's components the entry, the frames' first paint and the dashboard draw (`ui`; the frames' own: `backoffice`). */
const FIRST_PAINT_COMPONENTS = [
  'Box',
  'Text',
  'Title',
  'Stack',
  'Group',
  'Paper',
  'Button',
  'Transition', // the button's loader
  'Alert',
  'Anchor',
  'UnstyledButton',
  'Loader',
  'Center',
  'Container',
  'ActionIcon',
  'CloseButton',
  'Badge',
  'Skeleton',
  'SimpleGrid',
  'Card', // not on the dashboard, but on 46 screens: in `overlays` it put that file in their first load
];
/** @mantine/hooks used by those, by `core` and by the frames (folder names); the others go with `overlays`. */
const FIRST_PAINT_HOOKS = [
  'index',
  'utils',
  'use-clipboard', // CopyButton's (the referral link)
  'use-color-scheme',
  'use-collapse',
  'use-did-update',
  'use-disclosure',
  'use-force-update', // the inputs' (forms)
  'use-id',
  'use-isomorphic-effect',
  'use-long-press',
  'use-media-query',
  'use-merged-ref',
  'use-mutation-observer',
  'use-reduced-motion',
  'use-resize-observer',
  'use-uncontrolled',
  'use-window-event',
];
const hooks = (names: string[]) =>
  new RegExp(`[\\\\/]@mantine[\\\\/]hooks[\\\\/]esm[\\\\/](${names.join('|')})[\\\\/.]`);
const lib = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const mantine = (components: string[]) =>
  new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${components.join('|')})[\\\\/]`);

/**
 * Libraries by first screen. Mantine is imported through its index (every component behind one module), so the
 * import graph cannot tell which screen uses which component: its components are listed by hand. A component missing
 * here is not an error: it lands in a small file of its own, fetched with the screen that uses it.
 */
export const LIBRARY_GROUPS: { name: string; test: RegExp }[] = [
  {
    // Forms: the sign-in page and every screen with inputs; not the dashboard (its first load). First in
    // this list: Mantine's input helpers live among its utils, which go to `ui` otherwise.
    name: 'forms',
    test: new RegExp(
      [
        mantine(['Input', 'InputBase', 'TextInput']).source,
        /[\\/]@mantine[\\/]core[\\/]esm[\\/]utils[\\/](InputsGroupFieldset|InlineInput)[\\/]/.source,
        // Tiny pieces several inputs share (the check mark; ScrollArea's utils, which SegmentedControl uses): not a file each.
        /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Checkbox[\\/]CheckIcon|ScrollArea[\\/]utils[\\/])/.source,
        lib('valibot').source,
      ].join('|'),
    ),
  },
  {
    // A form's state (@mantine/form): the screens with a form, not the lists whose only input is a search box. The
    // password field, check boxes and tabs stay in Vite's default cut (a small file each, fetched by their screens).
    name: 'form-state',
    test: lib('@mantine[\\\\/]form|klona|fast-deep-equal'),
  },
  {
    // The entry and the frames' first paint: Mantine's provider and styles system (not its floating helpers), the
    // basic components the entry, the frames and the dashboard draw, and the hooks those use. The dashboard
    // fetches this file first, so a component or hook only later screens use goes to `overlays` (below).
    name: 'ui',
    test: new RegExp(
      [
        /[\\/]@mantine[\\/]core[\\/]esm[\\/](core[\\/]|utils[\\/](?!Floating[\\/]))/.source,
        mantine(FIRST_PAINT_COMPONENTS).source,
        hooks(FIRST_PAINT_HOOKS).source,
        lib('@mantine[\\\\/]store|clsx').source,
        /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store/.source,
      ].join('|'),
    ),
  },
  {
    // What the merchant's and the administrator's frames and dashboards draw first: the menu, icons, TanStack Query.
    // The frame is our own CSS (app/frames/frame.css): no AppShell, and its scroll lock goes with the dialogs.
    name: 'backoffice',
    test: new RegExp(
      [
        // NavLink's chevron (Accordion's) and Collapse: in this file, not one more request of their own.
        mantine(['Avatar', 'NavLink', 'Collapse']).source,
        /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Accordion[\\/]AccordionChevron\.mjs$/.source,
        lib('@tabler[\\\\/]icons-react|@tanstack[\\\\/](query-core|react-query)').source,
      ].join('|'),
    ),
  },
  {
    // What every floating piece stands on: Mantine's Popover, its floating helpers and floating-ui, and ScrollArea (it
    // needs floating-ui's ref merging). A screen's Select needs them once it opens (lib/ui/LazySelect.tsx); the frame's
    // bell menu and tooltips after the first paint. A table does not (pwa/build/native-table-scroll.ts).
    name: 'popover',
    test: new RegExp(
      [
        mantine(['Popover']).source,
        /[\\/]@mantine[\\/]core[\\/]esm[\\/]utils[\\/]Floating[\\/]/.source,
        // ScrollArea's component, not its small utils (SegmentedControl's indicator uses one).
        /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/](?!utils[\\/])/.source,
        // Combobox's small helpers (Select, MultiSelect, TagsInput share them; all need the Popover): not a file each.
        /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/](get-combobox-label-id|get-options-lockup|get-parsed-combobox-data|is-external-input-change)[\\/]/
          .source,
        lib('@floating-ui').source,
      ].join('|'),
    ),
  },
  {
    // What the frames show after their first paint (app/frames/frame-extras.tsx) and the screens' dialogs and menus:
    // Menu, Tooltip, Drawer, Modal. One file, fetched once the frame is drawn; a screen's dialogs load on a tap
    // (lib/ui/ConfirmDeleteDialog.tsx…), so a list does not fetch it for its bins.
    name: 'overlays',
    test: new RegExp(
      [
        mantine(['Menu', 'Tooltip', 'Drawer', 'ModalBase', 'Modal', 'Indicator', 'Notification']).source,
        // The dialogs' scroll lock (Modal, Drawer).
        lib(
          'react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib',
        ).source,
      ].join('|'),
    ),
  },
  {
    // Small pieces lists and forms draw at first paint but the dashboard does not (a row's separator, a product's
    // picture, the search box's debounce, the segmented control's hooks): a small file of their own. In `ui-later`
    // they brought the dialogs' parts (focus trap, portal, drag) into those screens' first load; in `ui` they would
    // weigh on every screen.
    name: 'ui-lists',
    test: new RegExp(
      [
        mantine(['Divider', 'Image', 'VisuallyHidden']).source,
        hooks([
          'use-debounced-callback',
          'use-debounced-value',
          'use-mounted',
          'use-network',
          'use-previous',
          'use-shallow-effect',
          'use-timeout',
        ]).source,
      ].join('|'),
    ),
  },
  {
    // Out of `ui` (the dashboard's first load): Mantine's other hooks and the components the frames' first paint does
    // not draw, those a dialog or a picker needs (focus trap, portal, overlay, drag). Every back-office page fetches this file once drawn (app/frames/frame-extras.tsx).
    // Not with `overlays`: a screen that uses one hook or a Divider must not fetch the menus and dialogs (and, through
    // Menu, `popover`) on its first paint.
    name: 'ui-later',
    test: new RegExp(
      [
        /[\\/]@mantine[\\/]hooks[\\/]/.source,
        mantine(['FocusTrap', 'Portal', 'Overlay', 'ThemeIcon', 'Flex', 'Space']).source,
      ].join('|'),
    ),
  },
  {
    // Tables (a wide one scrolls natively: pwa/build/native-table-scroll.ts): drawn after a dashboard's figures.
    name: 'tables',
    test: mantine(['Table']),
  },
  {
    // The device's database and the sync engine: fetched after the dashboard's first paint (app/frames/frame-sync.tsx),
    // with the first screen that reads the device otherwise.
    name: 'sync',
    test: lib('dexie|dexie-react-hooks|uuid'),
  },
];

/** Which group a module belongs to: a group name, or null for Vite's default cut. */
export function firstScreenClassifier() {
  let cache = new Map<string, Set<string>>();
  let lastCtx: ChunkGroupContext | null = null;
  return (id: string, ctx: ChunkGroupContext): string | null => {
    if (ctx !== lastCtx) {
      cache = new Map();
      lastCtx = ctx;
    }
    // The light sign-in page: what it shares with the app (the session, the API client, the login schema, valibot,
    // Vite's preload helpers) makes one small file of its own, so the page never fetches the framework or Mantine.
    // What it shares with the app's entry or the dashboards (the session, the API client) is `signin`, which
    // the dashboard fetches; what it shares with later screens only (valibot, the login schema) is `signin-schemas`.
    const reachedFrom = rootsOf(id, ctx, cache);
    if ([...reachedFrom].some((r) => LIGHT_SIGN_IN.test(r))) {
      if (reachedFrom.size < 2) return null;
      const firstScreen = (r: string) => APP_ENTRY.test(r) || FIRST_SCREENS.some((screen) => screen.roots.test(r));
      return [...reachedFrom].some(firstScreen) ? 'signin' : 'signin-schemas';
    }
    if (FRAMEWORK.test(id)) return 'framework';
    if (/[\\/]node_modules[\\/]/.test(id)) return LIBRARY_GROUPS.find((g) => g.test.test(id))?.name ?? null;
    const info = ctx.getModuleInfo(id);
    // Our own code: a chunk of its own (the entry, a route file, a lazy component) keeps its place; a module the entry
    // needs goes with the entry's libraries; one two screens share goes with the first screen that needs it.
    if (id.startsWith('\0') || !info || isEntryModule(id, info) || info.dynamicImporters.length > 0) return null;
    // The stand-ins screens draw before their floating parts load (lib/ui/LazySelect.tsx…): with the inputs, one
    // file fewer for every screen with a form (and a shorter preload list in the entry).
    if (LAZY_STAND_INS.test(id)) return 'forms';
    const roots = [...rootsOf(id, ctx, cache)];
    if (roots.some((r) => isEntryModule(r, ctx.getModuleInfo(r) ?? { importers: [], dynamicImporters: [] })))
      return 'ui';
    // The device's database and its sync engine: one file with Dexie. What sign-in reads of it (the last
    // user) stays with sign-in.
    if (SYNC_CODE.test(id) && !roots.some((r) => SIGN_IN.test(r))) return 'sync';
    if (roots.length < 2) return null;
    // Shared with the sign-in page: the API client (the dashboard needs it too) with the entry's code; form errors and
    // the sign-in schemas with the forms, out of the dashboard's first load.
    if (roots.some((r) => SIGN_IN.test(r)))
      return roots.some((r) => FIRST_SCREENS.some((screen) => screen.roots.test(r))) ? 'ui' : 'forms';
    for (const screen of FIRST_SCREENS) if (roots.some((r) => screen.roots.test(r))) return screen.name;
    return null;
  };
}

/** Rolldown's code-splitting groups, one per name (a module's dependencies are not pulled along: see above). */
export function firstScreenChunks() {
  const classify = firstScreenClassifier();
  const names = [
    'signin',
    'signin-schemas',
    'framework',
    'ui',
    'forms',
    'form-state',
    'backoffice',
    'admin',
    'ui-lists',
    'ui-later',
    'popover',
    'overlays',
    'tables',
    'sync',
  ];
  return names.map((name, i) => ({
    name: (id: string, ctx: ChunkGroupContext) => (classify(id, ctx) === name ? name : null),
    debugName: name,
    priority: names.length - i,
  }));
}

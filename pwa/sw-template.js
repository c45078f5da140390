// Krada's service worker: the whole site is cached on the first visit and
// served from the cache after, so the game plays offline. Each build has its
// own cache; a new build installs beside the old one and takes over only
// when no page of the old one is open, so files never mix. The word list
// is fetched in the background once the worker is active, so Crossword too
// plays offline after the first visit; files the page fetches later are
// added to the same cache.
const VERSION = "__VERSION__";
// What a first game needs first (the page, its words, the game's parts,
// the computer player), then the other screens' parts: both before the
// site counts as offline-ready.
const FIRST = __FIRST__;
const FILES = __FILES__;
const LATER = __LATER__;
const CACHE = `krada-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FIRST).then(() => cache.addAll(FILES))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("krada-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
      .then(() => {
        // Not waited for: a failure (offline now) leaves it to the page.
        caches.open(CACHE).then((cache) => cache.addAll(LATER)).catch(() => {});
      }),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      if (request.mode === "navigate") {
        const page = await cache.match("./");
        if (page) return page;
      }
      // Files fetched later (a word list) are kept for offline visits too.
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone());
      return response;
    }),
  );
});

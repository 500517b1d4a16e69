// The offline pages' "Try again" (apps/web vite-plugins/installable-app/offline-page.ts): loads
// the page again, which the service worker asks of the network first.
document.getElementById('try-again')?.addEventListener('click', () => {
  window.location.reload();
});

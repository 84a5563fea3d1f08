// Starts the app's code on a page the server drew (apps/api/src/plugins/web-page-hints.ts), once the page has
// painted: the stylesheet and pictures the visitor needs first then do not share the connection with the
// code. The code's URLs come in `<script id="oxs-code" type="application/json">`, the app's entry first.
(function () {
  var el = document.getElementById('oxs-code');
  var urls = el ? JSON.parse(el.textContent || '[]') : [];
  if (!urls.length) return;
  function start() {
    urls.forEach(function (url, i) {
      var tag = document.createElement(i === 0 ? 'script' : 'link');
      if (i === 0) {
        tag.type = 'module';
        tag.src = url;
      } else {
        tag.rel = 'modulepreload';
        tag.href = url;
      }
      tag.crossOrigin = '';
      document.head.appendChild(tag);
    });
  }
  // The next frame is drawn after this script; start just after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();

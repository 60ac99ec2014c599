// Slow Catan: a small convenience, never required. A form sends once: a second
// tap while the first is on its way is ignored (it would only meet "the game
// moved on"). Pages work the same with JavaScript off.
"use strict";
document.addEventListener("submit", function (event) {
  var form = event.target;
  if (form.getAttribute("data-sent")) {
    event.preventDefault();
    return;
  }
  form.setAttribute("data-sent", "1");
  form.setAttribute("aria-busy", "true");
});
// A time-zone field marked data-browser-zone starts with the browser's zone
// ("Europe/Berlin"), which the person may change or clear.
document.querySelectorAll("input[data-browser-zone]").forEach(function (input) {
  var zone = window.Intl && Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!input.value && zone) {
    input.value = zone;
  }
});
window.addEventListener("pageshow", function () {
  document.querySelectorAll("form[data-sent]").forEach(function (form) {
    form.removeAttribute("data-sent");
    form.removeAttribute("aria-busy");
  });
});

// Sets the remembered language before the first paint, so Arabic users never see a flash of LTR.
// A file rather than an inline script, so the Content-Security-Policy needs no inline scripts.
try {
  if (localStorage.getItem('locale') === 'ar') {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
  }
} catch (e) {}

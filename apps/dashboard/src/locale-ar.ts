// The Arabic font's faces, fetched with Arabic only (see locale-fonts.ts).
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';

// The shared modules (react, rxjs, @league/shared…) are negotiated before any of them is used.
import('./bootstrap');

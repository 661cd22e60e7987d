// The async boundary Module Federation needs: shared modules are negotiated before any of them
// is used (without it: RUNTIME-006, "eager consumption").
void import('./bootstrap');

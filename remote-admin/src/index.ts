// The async boundary Module Federation needs before shared modules are used (RUNTIME-006).
void import('./bootstrap');

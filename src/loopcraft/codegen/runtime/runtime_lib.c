/* loopcraft's runtime library: the helpers every module calls, compiled once per cache
   (loopcraft.pipeline.kernel_library) and linked by each module, which sees only their
   declarations in runtime.h (pasted before this file). One copy also means one buffer cache
   per thread for all modules: a result array released by any module's caller is reused by the
   next allocation of any module. */

/* Released buffers are kept in a per-thread cache and handed out again for a request of up to
   twice their size (the smallest that fits), so that a temporary allocated in every iteration
   of a loop, and every temporary of a model run call after call, reuses warm memory instead of
   fresh pages: a fresh page costs a fault and a clear in the kernel, and a network's hundreds of
   temporaries took a fifth of its time that way with a cache of four buffers
   (docs/results/2026-11-28-light-models.md). The cache holds at most LC_CACHE_SLOTS buffers and
   an eighth of the machine's memory divided by its processors (at most 1 GiB) per thread, so
   that every thread's cache together (OpenMP workers allocate too) keeps at most an eighth; a
   buffer that does not fit in it is freed. Its entries are packed at the front of the array, so a lookup scans only what
   is cached. */
#include <unistd.h>
#define LC_CACHE_SLOTS 512
static __thread lc_buf* lc_cache[LC_CACHE_SLOTS];
static __thread int lc_ncached;
static __thread size_t lc_cached_bytes;
static size_t lc_cache_budget;

static size_t lc_cache_budget_bytes(void) {
    if (!lc_cache_budget) {
        long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
        long cpus = sysconf(_SC_NPROCESSORS_ONLN);
        size_t mem = pages > 0 && page > 0 ? (size_t)pages * (size_t)page : (size_t)8 << 30;
        size_t budget = mem / 8 / (size_t)(cpus > 0 ? cpus : 1);
        lc_cache_budget = budget < ((size_t)1 << 30) ? budget : ((size_t)1 << 30);
    }
    return lc_cache_budget;
}

lc_buf* lc_alloc(size_t nbytes) {
    size_t cap = ((nbytes + 63) / 64) * 64;
    int best = -1;
    for (int k = 0; k < lc_ncached; k++) {
        lc_buf* c = lc_cache[k];
        if (c->cap >= cap && c->cap / 2 <= cap && (best < 0 || c->cap < lc_cache[best]->cap))
            best = k;
    }
    if (best >= 0) {
        lc_buf* c = lc_cache[best];
        lc_cache[best] = lc_cache[--lc_ncached];
        lc_cached_bytes -= c->cap;
        c->rc = 1;
        return c;
    }
    lc_buf* b;
    if (64 + cap >= LC_HUGE_BYTES) {
        /* as NumPy does: 2 MiB pages for a large buffer (a fresh 288 MB result otherwise
           costs 70000 page faults, 4x the time of the loop that fills it) */
        size_t total = (64 + cap + LC_HUGE_PAGE - 1) / LC_HUGE_PAGE * LC_HUGE_PAGE;
        b = (lc_buf*)aligned_alloc(LC_HUGE_PAGE, total);
#ifdef MADV_HUGEPAGE
        if (b) madvise(b, total, MADV_HUGEPAGE);
#endif
    } else {
        b = (lc_buf*)aligned_alloc(64, 64 + cap);
    }
    if (b) { b->rc = 1; b->cap = cap; }
    return b;
}
void lc_release(lc_buf* b) {
    if (!b || --b->rc != 0) return;
    if (lc_ncached < LC_CACHE_SLOTS && lc_cached_bytes + b->cap <= lc_cache_budget_bytes()) {
        lc_cache[lc_ncached++] = b;
        lc_cached_bytes += b->cap;
        return;
    }
    free(b);
}

static void lc_capsule_release(PyObject* cap) {
    lc_release((lc_buf*)PyCapsule_GetPointer(cap, "loopcraft.buffer"));
}

/* Wrap a kernel result array as a NumPy array that owns a reference to its buffer. */
PyObject* lc_wrap(lc_arr_out* a, int nd, int typenum, int itemsize,
                  PyObject* const* args, int nargs) {
    npy_intp dims[LC_MAX_NDIM], strides[LC_MAX_NDIM];
    for (int k = 0; k < nd; k++) { dims[k] = a->shape[k]; strides[k] = a->strides[k] * itemsize; }
    if (a->buf == NULL) {
        /* not a local buffer: an argument (returned as the same object) or a view of one */
        for (int p = 0; p < nargs; p++) {
            if (!PyArray_Check(args[p])) continue;
            PyArrayObject* o = (PyArrayObject*)args[p];
            if (PyArray_DATA(o) != a->data || PyArray_NDIM(o) != nd
                || PyArray_TYPE(o) != typenum) continue;
            int same = 1;
            for (int k = 0; k < nd; k++)
                if (PyArray_DIMS(o)[k] != dims[k]
                    || (dims[k] > 1 && PyArray_STRIDES(o)[k] != strides[k])) same = 0;
            if (same) { Py_INCREF(args[p]); return args[p]; }
        }
        /* a view into an argument: share its memory, keep the argument alive */
        for (int p = 0; p < nargs; p++) {
            if (!PyArray_Check(args[p])) continue;
            PyArrayObject* o = (PyArrayObject*)args[p];
            char* lo = (char*)PyArray_DATA(o);
            if ((char*)a->data < lo || (char*)a->data >= lo + PyArray_NBYTES(o)) continue;
            PyObject* view = PyArray_New(&PyArray_Type, nd, dims, typenum, strides, a->data,
                                         itemsize, PyArray_FLAGS(o) & NPY_ARRAY_WRITEABLE, NULL);
            if (!view) return NULL;
            Py_INCREF(args[p]);
            if (PyArray_SetBaseObject((PyArrayObject*)view, args[p]) < 0) {
                Py_DECREF(view); return NULL; }
            return view;
        }
        PyObject* view = PyArray_New(&PyArray_Type, nd, dims, typenum, strides, a->data,
                                     itemsize, NPY_ARRAY_WRITEABLE, NULL);
        if (!view) return NULL;
        PyObject* copy = PyArray_NewCopy((PyArrayObject*)view, NPY_CORDER);
        Py_DECREF(view);
        return copy;
    }
    PyObject* arr = PyArray_New(&PyArray_Type, nd, dims, typenum, strides, a->data, itemsize,
                                NPY_ARRAY_WRITEABLE | NPY_ARRAY_ALIGNED, NULL);
    if (!arr) { lc_release(a->buf); return NULL; }
    PyObject* cap = PyCapsule_New(a->buf, "loopcraft.buffer", lc_capsule_release);
    if (!cap) { lc_release(a->buf); Py_DECREF(arr); return NULL; }
    if (PyArray_SetBaseObject((PyArrayObject*)arr, cap) < 0) { Py_DECREF(arr); return NULL; }
    return arr;
}

/* Whether any two arrays share memory (by the byte ranges they span). */
static void lc_extent(PyArrayObject* a, char** lo, char** hi) {
    char* p = (char*)PyArray_DATA(a); char* q = p;
    for (int k = 0; k < PyArray_NDIM(a); k++) {
        npy_intp n = PyArray_DIMS(a)[k], s = PyArray_STRIDES(a)[k];
        if (n == 0) { *lo = *hi = p; return; }
        if (s < 0) p += (n - 1) * s; else q += (n - 1) * s;
    }
    *lo = p; *hi = q + PyArray_ITEMSIZE(a);
}
int lc_overlap(PyArrayObject** arrs, int n) {
    for (int i = 0; i < n; i++) {
        char *lo1, *hi1; lc_extent(arrs[i], &lo1, &hi1);
        if (lo1 == hi1) continue;
        for (int j = i + 1; j < n; j++) {
            char *lo2, *hi2; lc_extent(arrs[j], &lo2, &hi2);
            if (lo2 < hi1 && lo1 < hi2) return 1;
        }
    }
    return 0;
}

/* NumPy's _UFuncOutputCastingError (a TypeError) for an in-place ufunc whose result
   same_kind casting refuses: its ufunc and dtypes read back from the message the kernel wrote
   in NumPy's words (frontend/python/inplace_cast.py); a plain TypeError with that message if
   NumPy's class cannot be built. */
static PyObject* lc_cast_error(const char* msg) {
    char uf[64], from[32], to[32];
    PyObject *np = NULL, *mod = NULL, *cls = NULL, *func = NULL, *src = NULL, *dst = NULL;
    PyObject* exc = NULL;
    if (sscanf(msg, "Cannot cast ufunc '%63[^']' output from dtype('%31[^']') to dtype('%31[^']')",
               uf, from, to) == 3) {
        np = PyImport_ImportModule("numpy");
        mod = np ? PyImport_ImportModule("numpy._core._exceptions") : NULL;
        cls = mod ? PyObject_GetAttrString(mod, "_UFuncOutputCastingError") : NULL;
        func = cls ? PyObject_GetAttrString(np, uf) : NULL;
        src = func ? PyObject_CallMethod(np, "dtype", "s", from) : NULL;
        dst = src ? PyObject_CallMethod(np, "dtype", "s", to) : NULL;
        exc = dst ? PyObject_CallFunction(cls, "OsOOi", func, "same_kind", src, dst, 0) : NULL;
    }
    PyErr_Clear();
    if (exc) PyErr_SetObject((PyObject*)Py_TYPE(exc), exc);
    else PyErr_SetString(PyExc_TypeError, msg);
    Py_XDECREF(exc); Py_XDECREF(dst); Py_XDECREF(src); Py_XDECREF(func); Py_XDECREF(cls);
    Py_XDECREF(mod); Py_XDECREF(np);
    return NULL;
}

PyObject* lc_raise(lc_result* r) {
    /* the order of codegen/c_kernel.py's _RAISE_KINDS; 7 and 9 are NumPy's classes */
    PyObject* kinds[] = {PyExc_ValueError, PyExc_IndexError, PyExc_RuntimeError,
                         PyExc_ZeroDivisionError, PyExc_AssertionError, PyExc_TypeError,
                         PyExc_ArithmeticError, PyExc_ValueError, PyExc_OverflowError};
    if (r->err_kind == -2) return PyErr_NoMemory();
    if (r->err_site >= 0) {  /* the dispatcher adds the source line of this bounds check */
        PyObject* exc = PyObject_CallFunction(PyExc_IndexError, "s", r->err_msg);
        PyObject* site = exc ? PyLong_FromLong(r->err_site) : NULL;
        if (site && PyObject_SetAttrString(exc, "loopcraft_site", site) == 0)
            PyErr_SetObject(PyExc_IndexError, exc);
        Py_XDECREF(site); Py_XDECREF(exc);
        return NULL;
    }
    if (r->err_kind == 7) {  /* numpy.linalg.LinAlgError, looked up when raised */
        PyObject* mod = PyImport_ImportModule("numpy.linalg");
        PyObject* exc = mod ? PyObject_GetAttrString(mod, "LinAlgError") : NULL;
        Py_XDECREF(mod);
        PyErr_Clear();
        PyErr_SetString(exc ? exc : PyExc_ValueError, r->err_msg);
        Py_XDECREF(exc);
        return NULL;
    }
    if (r->err_kind == 9) return lc_cast_error(r->err_msg);
    PyErr_SetString(kinds[r->err_kind >= 0 && r->err_kind < 9 ? r->err_kind : 2], r->err_msg);
    return NULL;
}

int lc_rt_init(void) {
    if (PyArray_API == NULL && _import_array() < 0) return -1;
    return 0;
}

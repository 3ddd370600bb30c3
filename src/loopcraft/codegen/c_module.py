"""IR -> a complete CPython extension module around the C kernel.

Why an extension module and not ctypes: the entry point parses its arguments with the NumPy C
API in well under a microsecond (ctypes costs several), and users call small kernels in loops.
The entry point checks every argument against the specialization; on any mismatch it returns
``NotImplemented`` and the Python dispatcher takes the slow path (new specialization or a
clear ``ArgumentError``).
"""

from __future__ import annotations

import functools
from pathlib import Path

from ..analysis.parallel import alias_roots
from ..ir import nodes as ir
from ..ir.walk import walk_stmts
from .bounds import Site, instrument
from .c_kernel import CTYPE, KernelEmitter

__all__ = ["emit_module", "RUNTIME_PRELUDE"]

_NPY_TYPE = {"bool": "NPY_BOOL", "int32": "NPY_INT32", "int64": "NPY_INT64",
             "float32": "NPY_FLOAT32", "float64": "NPY_FLOAT64"}

RUNTIME_PRELUDE = r"""
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>
#include <numpy/arrayscalars.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#ifdef LC_HAVE_MVEC
/* glibc's libmvec has SIMD versions of these: declaring them lets `omp simd` loops call them. */
#pragma omp declare simd notinbranch
double exp(double);
#pragma omp declare simd notinbranch
float expf(float);
#pragma omp declare simd notinbranch
double log(double);
#pragma omp declare simd notinbranch
float logf(float);
#pragma omp declare simd notinbranch
double log1p(double);
#pragma omp declare simd notinbranch
float log1pf(float);
#pragma omp declare simd notinbranch
double expm1(double);
#pragma omp declare simd notinbranch
float expm1f(float);
#pragma omp declare simd notinbranch
double log2(double);
#pragma omp declare simd notinbranch
float log2f(float);
#pragma omp declare simd notinbranch
double log10(double);
#pragma omp declare simd notinbranch
float log10f(float);
#pragma omp declare simd notinbranch
double sin(double);
#pragma omp declare simd notinbranch
float sinf(float);
#pragma omp declare simd notinbranch
double cos(double);
#pragma omp declare simd notinbranch
float cosf(float);
#pragma omp declare simd notinbranch
double tan(double);
#pragma omp declare simd notinbranch
float tanf(float);
#pragma omp declare simd notinbranch
double tanh(double);
#pragma omp declare simd notinbranch
float tanhf(float);
#pragma omp declare simd notinbranch
double sinh(double);
#pragma omp declare simd notinbranch
float sinhf(float);
#pragma omp declare simd notinbranch
double cosh(double);
#pragma omp declare simd notinbranch
float coshf(float);
#pragma omp declare simd notinbranch
double asin(double);
#pragma omp declare simd notinbranch
float asinf(float);
#pragma omp declare simd notinbranch
double acos(double);
#pragma omp declare simd notinbranch
float acosf(float);
#pragma omp declare simd notinbranch
double atan(double);
#pragma omp declare simd notinbranch
float atanf(float);
#pragma omp declare simd notinbranch
double asinh(double);
#pragma omp declare simd notinbranch
float asinhf(float);
#pragma omp declare simd notinbranch
double acosh(double);
#pragma omp declare simd notinbranch
float acoshf(float);
#pragma omp declare simd notinbranch
double atanh(double);
#pragma omp declare simd notinbranch
float atanhf(float);
#pragma omp declare simd notinbranch
double erf(double);
#pragma omp declare simd notinbranch
float erff(float);
#pragma omp declare simd notinbranch
double erfc(double);
#pragma omp declare simd notinbranch
float erfcf(float);
#pragma omp declare simd notinbranch
double cbrt(double);
#pragma omp declare simd notinbranch
float cbrtf(float);
#pragma omp declare simd notinbranch
double exp2(double);
#pragma omp declare simd notinbranch
float exp2f(float);
#pragma omp declare simd notinbranch
double atan2(double, double);
#pragma omp declare simd notinbranch
float atan2f(float, float);
#pragma omp declare simd notinbranch
double pow(double, double);
#pragma omp declare simd notinbranch
float powf(float, float);
#pragma omp declare simd notinbranch
double hypot(double, double);
#pragma omp declare simd notinbranch
float hypotf(float, float);
#endif

/* Threads of the call running on this thread. Every entry point sets it before the kernel
   runs (run: the module's default; run_threads: the caller's request), so jit functions that
   share this module never see each other's count, even when two threads call at once (the GIL
   is released while kernels run). OpenMP workers keep 1: a nested construct adds no threads. */
static __thread int lc_nthreads = 1;
/* Whether lc_nthreads is only a default, which the user's limits (threadpoolctl) may lower. */
static __thread int lc_nthreads_capped = 0;
/* run()'s thread count (set_num_threads), for callers that drive a module directly. */
static int lc_default_nthreads = 1;
#define MAX_RETURNS 32

/* A reference-counted buffer: local arrays and views share it; freed at the last release.
   The header is 64 bytes so the data stays 64-byte aligned.
   Released buffers are kept in a small per-thread cache: a temporary allocated in every
   iteration of a loop then reuses warm memory instead of paying for fresh pages each time. */
typedef struct { int64_t rc; size_t cap; } lc_buf;
#define LC_DATA(b) ((void*)((char*)(b) + 64))
#define LC_CACHE_SLOTS 4
#define LC_CACHE_MAX_BYTES ((size_t)1 << 28)
#define LC_HUGE_PAGE ((size_t)2 << 20)
#define LC_HUGE_BYTES ((size_t)4 << 20)
static __thread lc_buf* lc_cache[LC_CACHE_SLOTS];
static lc_buf* lc_alloc(size_t nbytes) {
    size_t cap = ((nbytes + 63) / 64) * 64;
    for (int k = 0; k < LC_CACHE_SLOTS; k++) {
        lc_buf* c = lc_cache[k];
        if (c && c->cap >= cap && c->cap / 2 <= cap) {
            lc_cache[k] = NULL; c->rc = 1; return c;
        }
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
static inline void lc_retain(lc_buf* b) { if (b) b->rc++; }
static inline void lc_release(lc_buf* b) {
    if (!b || --b->rc != 0) return;
    if (b->cap <= LC_CACHE_MAX_BYTES)
        for (int k = 0; k < LC_CACHE_SLOTS; k++)
            if (!lc_cache[k]) { lc_cache[k] = b; return; }
    free(b);
}

typedef struct { void* data; lc_buf* buf; int64_t shape[4]; int64_t strides[4]; } lc_arr_out;
typedef union { double f; int64_t i; bool b; } lc_scalar_out;
typedef struct {
    lc_arr_out arr[MAX_RETURNS];
    lc_scalar_out sc[MAX_RETURNS];
    int err_kind;
    const char* err_msg;
    int err_site;  /* the bounds check that failed (loopcraft.codegen.bounds), or -1 */
    char err_buf[320];
} lc_result;

/* The first out-of-bounds index a parallel loop met: its threads note it and skip the access;
   the loop's caller raises once they are done. site: -1 none, -2 being written. */
typedef struct { int site; int64_t value, extent; } lc_oob_t;
static void lc_oob_note(lc_oob_t* o, int site, int64_t value, int64_t extent) {
    int none = -1;
    if (__atomic_compare_exchange_n(&o->site, &none, -2, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE)) {
        o->value = value; o->extent = extent;
        __atomic_store_n(&o->site, site, __ATOMIC_RELEASE);
    }
}

/* NumPy's maximum/minimum: a NaN operand wins (a != a only for NaN). */
#define LC_MINMAX(sfx, T) \
    static inline T lc_min_##sfx(T a, T b) { return (a <= b || a != a) ? a : b; } \
    static inline T lc_max_##sfx(T a, T b) { return (a >= b || a != a) ? a : b; }
LC_MINMAX(f64, double) LC_MINMAX(f32, float) LC_MINMAX(i64, int64_t) LC_MINMAX(i32, int32_t)
LC_MINMAX(b, bool)
/* OpenMP's built-in max/min reductions drop NaN; these keep NumPy's NaN-wins rule. */
#pragma omp declare reduction(lcmax : double : omp_out = lc_max_f64(omp_out, omp_in)) \
    initializer(omp_priv = -INFINITY)
#pragma omp declare reduction(lcmin : double : omp_out = lc_min_f64(omp_out, omp_in)) \
    initializer(omp_priv = INFINITY)
#pragma omp declare reduction(lcmax : float : omp_out = lc_max_f32(omp_out, omp_in)) \
    initializer(omp_priv = -INFINITY)
#pragma omp declare reduction(lcmin : float : omp_out = lc_min_f32(omp_out, omp_in)) \
    initializer(omp_priv = INFINITY)

/* Python semantics: floor division and a modulo with the sign of the divisor. NumPy's
   array results where C would trap (SIGFPE): 0 for a zero divisor, and MIN // -1 wraps to
   MIN (negated in the unsigned type, since -MIN overflows), MIN % -1 is 0. */
#define LC_IDIV(sfx, T, UT) \
    static inline T lc_floordiv_##sfx(T a, T b) { \
        if (b == 0) return 0; if (b == -1) return (T)((UT)0 - (UT)a); \
        T q = a / b; if ((a % b != 0) && ((a < 0) != (b < 0))) q--; \
        return q; } \
    static inline T lc_mod_##sfx(T a, T b) { \
        if (b == 0 || b == -1) return 0; \
        T r = a % b; if (r != 0 && ((r < 0) != (b < 0))) r += b; \
        return r; } \
    static inline T lc_abs_##sfx(T a) { return a < 0 ? -a : a; } \
    static inline T lc_sign_##sfx(T a) { return (T)((a > 0) - (a < 0)); }
LC_IDIV(i64, int64_t, uint64_t) LC_IDIV(i32, int32_t, uint32_t)
static inline bool lc_abs_b(bool a) { return a; }
static inline bool lc_sign_b(bool a) { return a; }
/* Float floor division rounds (a - fmod(a, b)) / b, which is exact where floor(a / b) is not
   (NumPy and Python compute it this way); the modulo is NumPy's npy_divmod remainder. */
#define LC_FDIV(sfx, T, FLOOR, FMOD) \
    static inline T lc_floordiv_##sfx(T a, T b) { \
        if (b == 0) return a / b; \
        T m = FMOD(a, b); T d = (a - m) / b; \
        if (m != 0 && ((b < 0) != (m < 0))) d -= 1; \
        if (d == 0) return copysign((T)0, a / b); \
        T f = FLOOR(d); if (d - f > (T)0.5) f += 1; return f; } \
    static inline T lc_mod_##sfx(T a, T b) { \
        T r = FMOD(a, b); \
        if (r == 0) return copysign((T)0, b); /* NumPy: a zero takes the divisor's sign */ \
        if ((r < 0) != (b < 0)) r += b; \
        return r; } \
    static inline T lc_sign_##sfx(T a) { return a > 0 ? 1 : (a < 0 ? -1 : (a == 0 ? 0 : a)); }
LC_FDIV(f64, double, floor, fmod) LC_FDIV(f32, float, floorf, fmodf)
static inline int64_t lc_ipow(int64_t b, int64_t e) {
    int64_t r = 1; if (e < 0) return 0;
    while (e) { if (e & 1) r *= b; b *= b; e >>= 1; } return r;
}

static void lc_capsule_release(PyObject* cap) {
    lc_release((lc_buf*)PyCapsule_GetPointer(cap, "loopcraft.buffer"));
}

/* Wrap a kernel result array as a NumPy array that owns a reference to its buffer. */
static PyObject* lc_wrap(lc_arr_out* a, int nd, int typenum, int itemsize,
                         PyObject* const* args, int nargs) {
    npy_intp dims[4], strides[4];
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
static int lc_overlap(PyArrayObject** arrs, int n) {
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

static PyObject* lc_raise(lc_result* r) {
    PyObject* kinds[] = {PyExc_ValueError, PyExc_IndexError, PyExc_RuntimeError,
                         PyExc_ZeroDivisionError, PyExc_AssertionError, PyExc_TypeError,
                         PyExc_ArithmeticError};
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
    PyErr_SetString(kinds[r->err_kind >= 0 && r->err_kind < 7 ? r->err_kind : 2], r->err_msg);
    return NULL;
}

static PyObject* lc_set_num_threads(PyObject* self, PyObject* arg) {
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    lc_default_nthreads = n < 1 ? 1 : (int)n;
    Py_RETURN_NONE;
}

/* Set this thread's count for the call about to run. ``req`` > 0 is an explicit count, used as
   is; ``req`` <= 0 is a default of at most -req threads, lowered to the calling thread's OpenMP
   limit (omp_set_num_threads, which threadpoolctl's "openmp" limits call), as an OpenMP library
   that asks omp_get_max_threads() would be. */
static void lc_begin_call(long req) {
    int n = req > 0 ? (int)req : (int)-req;
    lc_nthreads_capped = req <= 0;
#ifdef _OPENMP
    if (lc_nthreads_capped && omp_get_max_threads() < n) n = omp_get_max_threads();
#endif
    lc_nthreads = n < 1 ? 1 : n;
}

/* The count the calling thread's last call ran with: what its parallel regions asked for. */
static PyObject* lc_last_num_threads(PyObject* self, PyObject* unused) {
    return PyLong_FromLong(lc_nthreads);
}
"""

#: Runtime helpers of BLAS calls (``loopcraft.libops.blas``): describe each operand to
#: OpenBLAS (row-major or transposed, leading dimension from the strides) and call ``?gemm``
#: with the kernel's thread count and the call's alpha and beta; a layout BLAS cannot express
#: is computed by plain loops. A fused bias or relu (``fuse_epilogue``) is one pass over C after
#: the call.
BLAS_PRELUDE = r"""
#ifndef LC_BLAS_PRELUDE  /* once per translation unit (test batches hold several modules) */
#define LC_BLAS_PRELUDE
#include <cblas.h>

/* OpenBLAS's thread count is process-wide and may hold the user's limit (threadpoolctl sets it
   there, as on NumPy's BLAS): a default count takes at most that, an explicit count is set for
   this call only, and the library's own count is restored after it, so the limit survives.
   Inside a parallel region the count is left alone: several threads would race on it. */
static int lc_blas_enter(void) {
    int cur = scipy_openblas_get_num_threads();
#ifdef _OPENMP
    if (omp_in_parallel()) return cur;
#endif
    int n = lc_nthreads_capped && cur < lc_nthreads ? cur : lc_nthreads;
    if (n != cur) scipy_openblas_set_num_threads(n);
    return cur;
}
static void lc_blas_leave(int prev) {
    if (scipy_openblas_get_num_threads() != prev) scipy_openblas_set_num_threads(prev);
}

static int lc_blas_layout(int64_t rows, int64_t cols, int64_t s0, int64_t s1,
                          enum CBLAS_TRANSPOSE* t, blasint* ld) {
    if (rows > INT32_MAX || cols > INT32_MAX) return 0;
    if ((s1 == 1 || cols <= 1) && (rows <= 1 || (s0 >= cols && s0 >= 1 && s0 <= INT32_MAX))) {
        *t = CblasNoTrans;
        *ld = (blasint)(rows <= 1 ? (cols > 1 ? cols : 1) : s0);
        return 1;
    }
    if ((s0 == 1 || rows <= 1) && (cols <= 1 || (s1 >= rows && s1 >= 1 && s1 <= INT32_MAX))) {
        *t = CblasTrans;
        *ld = (blasint)(cols <= 1 ? (rows > 1 ? rows : 1) : s1);
        return 1;
    }
    return 0;
}

#define LC_DEFINE_GEMM(SFX, T, GEMM)                                                         \
static void lc_gemm_##SFX(int64_t m, int64_t n, int64_t k, T alpha,                          \
                          const T* A, int64_t sa0, int64_t sa1,                              \
                          const T* B, int64_t sb0, int64_t sb1, T beta,                      \
                          T* C, int64_t sc0, int64_t sc1,                                    \
                          const T* bias, int64_t sbias, int relu) {                          \
    enum CBLAS_TRANSPOSE ta, tb, tc;                                                         \
    blasint lda, ldb, ldc;                                                                   \
    if (m <= 0 || n <= 0) return;                                                            \
    if (k > 0 && lc_blas_layout(m, k, sa0, sa1, &ta, &lda)                                   \
            && lc_blas_layout(k, n, sb0, sb1, &tb, &ldb)                                     \
            && lc_blas_layout(m, n, sc0, sc1, &tc, &ldc) && tc == CblasNoTrans) {            \
        int lc_prev = lc_blas_enter();                                                       \
        GEMM(CblasRowMajor, ta, tb, (blasint)m, (blasint)n, (blasint)k, alpha, A, lda,       \
             B, ldb, beta, C, ldc);                                                          \
        lc_blas_leave(lc_prev);                                                              \
    } else {  /* k == 0, or a layout BLAS cannot describe: plain loops (correct, not fast) */\
        for (int64_t i = 0; i < m; i++)                                                      \
            for (int64_t j = 0; j < n; j++) {                                                \
                T* o = C + i * sc0 + j * sc1;                                                \
                *o = beta == (T)0 ? (T)0 : beta * *o;                                        \
            }                                                                                \
        for (int64_t i = 0; i < m; i++)                                                      \
            for (int64_t p = 0; p < k; p++)                                                  \
                for (int64_t j = 0; j < n; j++)                                              \
                    C[i * sc0 + j * sc1] += alpha * A[i * sa0 + p * sa1] * B[p * sb0 + j * sb1]; \
    }                                                                                        \
    if (!bias && !relu) return;                                                              \
    /* the epilogue BLAS lacks: one pass over C (threads split the rows) */                  \
    _Pragma("omp parallel for num_threads(lc_nthreads) if(lc_nthreads > 1 && m * n > 65536)") \
    for (int64_t i = 0; i < m; i++)                                                          \
        for (int64_t j = 0; j < n; j++) {                                                    \
            T* o = C + i * sc0 + j * sc1;                                                    \
            T v = bias ? *o + bias[j * sbias] : *o;                                          \
            *o = relu && v < 0 ? (T)0 : v;                                                   \
        }                                                                                    \
}
LC_DEFINE_GEMM(f64, double, scipy_cblas_dgemm)
LC_DEFINE_GEMM(f32, float, scipy_cblas_sgemm)
#endif
"""


#: Runtime helpers of the BLAS calls of ``gemv``, ``dot`` and ``outer``
#: (``loopcraft.libops.vector_ops``): ``?gemv`` with the matrix described like ``?gemm``'s
#: operands, ``?dot``, and ``outer`` as ``?ger`` (a rank-1 update) into a zeroed matrix; a
#: stride BLAS cannot take (not positive, or past 2**31) is computed by plain loops.
BLAS_VECTOR_PRELUDE = r"""
#ifndef LC_BLAS_VECTOR_PRELUDE
#define LC_BLAS_VECTOR_PRELUDE
static int lc_blas_inc(int64_t n, int64_t s, blasint* inc) {
    if (n <= 1) { *inc = 1; return 1; }
    if (s < 1 || s > INT32_MAX || n > INT32_MAX) return 0;
    *inc = (blasint)s;
    return 1;
}

#define LC_DEFINE_BLAS_VECTOR(SFX, T, GEMV, DOT, GER)                                        \
static void lc_gemv_##SFX(int64_t m, int64_t n, const T* A, int64_t s0, int64_t s1,          \
                          const T* x, int64_t sx, T* y, int64_t sy) {                        \
    enum CBLAS_TRANSPOSE t;                                                                  \
    blasint lda, incx, incy;                                                                 \
    if (m <= 0) return;                                                                      \
    if (n > 0 && lc_blas_layout(m, n, s0, s1, &t, &lda) && lc_blas_inc(n, sx, &incx)         \
            && lc_blas_inc(m, sy, &incy)) {                                                  \
        int lc_prev = lc_blas_enter();                                                       \
        if (t == CblasNoTrans)                                                               \
            GEMV(CblasRowMajor, t, (blasint)m, (blasint)n, (T)1, A, lda, x, incx, (T)0, y,   \
                 incy);                                                                      \
        else  /* A stored by columns: its transpose is row-major */                          \
            GEMV(CblasRowMajor, t, (blasint)n, (blasint)m, (T)1, A, lda, x, incx, (T)0, y,   \
                 incy);                                                                      \
        lc_blas_leave(lc_prev);                                                              \
        return;                                                                              \
    }                                                                                        \
    for (int64_t i = 0; i < m; i++) {                                                        \
        T s = 0;                                                                             \
        for (int64_t j = 0; j < n; j++) s += A[i * s0 + j * s1] * x[j * sx];                 \
        y[i * sy] = s;                                                                       \
    }                                                                                        \
}                                                                                            \
static T lc_dot_##SFX(int64_t n, const T* x, int64_t sx, const T* y, int64_t sy) {           \
    blasint incx, incy;                                                                      \
    if (n > 0 && lc_blas_inc(n, sx, &incx) && lc_blas_inc(n, sy, &incy)) {                   \
        int lc_prev = lc_blas_enter();                                                       \
        T lc_r = DOT((blasint)n, x, incx, y, incy);                                          \
        lc_blas_leave(lc_prev);                                                              \
        return lc_r;                                                                         \
    }                                                                                        \
    T s = 0;                                                                                 \
    for (int64_t i = 0; i < n; i++) s += x[i * sx] * y[i * sy];                              \
    return s;                                                                                \
}                                                                                            \
static void lc_outer_##SFX(int64_t m, int64_t n, const T* x, int64_t sx, const T* y,         \
                           int64_t sy, T* A, int64_t s0, int64_t s1) {                       \
    enum CBLAS_TRANSPOSE t;                                                                  \
    blasint lda, incx, incy;                                                                 \
    if (m <= 0 || n <= 0) return;                                                            \
    _Pragma("omp parallel for num_threads(lc_nthreads) if(lc_nthreads > 1 && m * n > 65536)") \
    for (int64_t i = 0; i < m; i++)                                                          \
        for (int64_t j = 0; j < n; j++) A[i * s0 + j * s1] = (T)0;                           \
    if (lc_blas_layout(m, n, s0, s1, &t, &lda) && lc_blas_inc(m, sx, &incx)                  \
            && lc_blas_inc(n, sy, &incy)) {                                                  \
        int lc_prev = lc_blas_enter();                                                       \
        GER(t == CblasNoTrans ? CblasRowMajor : CblasColMajor, (blasint)m, (blasint)n, (T)1, \
            x, incx, y, incy, A, lda);                                                       \
        lc_blas_leave(lc_prev);                                                              \
        return;                                                                              \
    }                                                                                        \
    for (int64_t i = 0; i < m; i++)                                                          \
        for (int64_t j = 0; j < n; j++) A[i * s0 + j * s1] = x[i * sx] * y[j * sy];          \
}
LC_DEFINE_BLAS_VECTOR(f64, double, scipy_cblas_dgemv, scipy_cblas_ddot, scipy_cblas_dger)
LC_DEFINE_BLAS_VECTOR(f32, float, scipy_cblas_sgemv, scipy_cblas_sdot, scipy_cblas_sger)
#endif
"""


@functools.cache
def _header(name: str) -> str:
    """A kernel library's C source (``microkernels/<name>``), pasted into the modules that call
    it so the generated file is self-contained (``inspect_c`` shows everything it runs)."""
    return (Path(__file__).parent / "microkernels" / name).read_text()


#: The runtime source each kernel library needs in a module: loopcraft's kernels
#: (``microkernels/*.h``: GEMM, conv2d, gemv/dot/outer) and the BLAS call helpers.
_LIBRARY_SOURCES = {"blas": lambda: BLAS_PRELUDE, "microkernel": lambda: _header("gemm.h"),
                    "conv2d_microkernel": lambda: _header("conv2d.h"),
                    "conv2d_blas": lambda: _header("conv2d_blas.h"),
                    "blas_vector": lambda: BLAS_PRELUDE + BLAS_VECTOR_PRELUDE,
                    "microkernel_vector": lambda: _header("vector.h")}

_SCALAR_CHECK = {
    # (dtype, weak) -> (check, extract)
    ("float64", True): ("PyFloat_CheckExact({o})", "PyFloat_AS_DOUBLE({o})"),
    ("int64", True): ("PyLong_CheckExact({o})", "PyLong_AsLongLong({o})"),
    ("bool", True): ("PyBool_Check({o})", "({o} == Py_True)"),
    ("float64", False): ("PyArray_IsScalar({o}, Double)", "PyArrayScalar_VAL({o}, Double)"),
    ("float32", False): ("PyArray_IsScalar({o}, Float)", "PyArrayScalar_VAL({o}, Float)"),
    ("int64", False): ("PyArray_IsScalar({o}, Int64)", "PyArrayScalar_VAL({o}, Int64)"),
    ("int32", False): ("PyArray_IsScalar({o}, Int32)", "PyArrayScalar_VAL({o}, Int32)"),
    ("bool", False): ("PyArray_IsScalar({o}, Bool)", "PyArrayScalar_VAL({o}, Bool)"),
}


def emit_module(program: ir.Program, module_name: str, weak_scalars: tuple[bool, ...],
                parallel_threshold: int, boundscheck: bool = True) -> str:
    """The C source of an extension module ``module_name`` exposing ``run`` for ``program``.

    ``weak_scalars[k]`` says whether scalar parameter ``k`` is a Python number (checked with
    ``PyFloat_CheckExact`` and friends) or a NumPy scalar. ``boundscheck``: every element
    index is checked (``loopcraft.codegen.bounds``); an out-of-bounds one raises IndexError.
    """
    checked, sites = instrument(program) if boundscheck else (program, ())
    emitter = KernelEmitter(checked, parallel_threshold)
    kernel = emitter.emit()
    written = written_params(program)
    out: list[str] = [RUNTIME_PRELUDE, *(_LIBRARY_SOURCES[lib]() for lib in
                                         sorted(emitter.libraries)), _site_table(sites), kernel]
    n = len(program.params)
    w: list[str] = []
    w.append("static PyObject* lc_call(long lc_req, PyObject* const* args, Py_ssize_t nargs) {")
    w.append(f"    if (nargs != {n}) Py_RETURN_NOTIMPLEMENTED;")
    call_args: list[str] = []
    scalar_k = 0
    for k, prm in enumerate(program.params):
        o = f"args[{k}]"
        if isinstance(prm, ir.ArrayParam):
            a = f"arr{k}"
            w.append(f"    if (!PyArray_Check({o})) Py_RETURN_NOTIMPLEMENTED;")
            w.append(f"    PyArrayObject* {a} = (PyArrayObject*){o};")
            conds = [f"PyArray_TYPE({a}) != {_NPY_TYPE[prm.dtype]}",
                     f"PyArray_NDIM({a}) != {prm.ndim}"]
            if prm.layout == "C":
                conds.append(f"!PyArray_IS_C_CONTIGUOUS({a})")
            else:
                conds.append(f"!PyArray_ISALIGNED({a})")
            conds += [f"(PyArray_DIMS({a})[{d}] == 1) != {int(d in prm.unit_axes)}"
                      for d in prm.broadcast_axes]
            w.append(f"    if ({' || '.join(conds)}) Py_RETURN_NOTIMPLEMENTED;")
            if prm.name in written:
                w.append(f"    if (!PyArray_ISWRITEABLE({a})) {{ PyErr_SetString(PyExc_ValueError, "
                         f'"assignment destination is read-only (argument {prm.name})"); '
                         "return NULL; }")
            call_args.append(f"({CTYPE[prm.dtype]}*)PyArray_DATA({a})")
            call_args += [f"(int64_t)PyArray_DIMS({a})[{d}]" for d in range(prm.ndim)]
            if prm.layout == "A":
                isz = f"(int64_t)PyArray_ITEMSIZE({a})"
                for d in range(prm.ndim):
                    w.append(f"    if (PyArray_STRIDES({a})[{d}] % {isz}) "
                             "Py_RETURN_NOTIMPLEMENTED;")
                call_args += [f"(int64_t)PyArray_STRIDES({a})[{d}] / {isz}"
                              for d in range(prm.ndim)]
        else:
            weak = weak_scalars[scalar_k]
            scalar_k += 1
            check, extract = _SCALAR_CHECK[(prm.dtype, weak)]
            s = f"sc{k}"
            w.append(f"    if (!({check.format(o=o)})) Py_RETURN_NOTIMPLEMENTED;")
            w.append(f"    {CTYPE[prm.dtype]} {s} = ({CTYPE[prm.dtype]}){extract.format(o=o)};")
            if prm.dtype == "int64" and weak:
                w.append(f"    if ({s} == -1 && PyErr_Occurred()) {{ PyErr_Clear(); "
                         "Py_RETURN_NOTIMPLEMENTED; }")
            call_args.append(s)
    arrays = [k for k, prm in enumerate(program.params) if isinstance(prm, ir.ArrayParam)]
    if len(arrays) > 1 and not any(program.params[k].aliased for k in arrays):
        # compiled on the premise that array arguments do not overlap: check it
        w.append("    {")
        w.append(f"        PyArrayObject* lc_arrs[{len(arrays)}] = {{"
                 + ", ".join(f"arr{k}" for k in arrays) + "};")
        w.append(f"        if (lc_overlap(lc_arrs, {len(arrays)})) Py_RETURN_NOTIMPLEMENTED;")
        w.append("    }")
    w.append("    lc_result res; res.err_kind = 0; res.err_msg = \"\"; res.err_site = -1;")
    w.append("    int status;")
    w.append("    lc_begin_call(lc_req);")
    w.append("    Py_BEGIN_ALLOW_THREADS")
    w.append(f"    status = lc_kernel({', '.join(call_args + ['&res'])});")
    w.append("    Py_END_ALLOW_THREADS")
    w.append("    if (status != 0) return lc_raise(&res);")
    w.extend(_build_result(program))
    w.append("}")
    out.append("\n".join(w))
    out.append(f"""
/* run(*args): on set_num_threads' count; run_threads(req, *args): on the count lc_begin_call
   makes of req (the jit dispatcher's entry point, so each jit function has its own count) */
static PyObject* lc_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {{
    return lc_call(lc_default_nthreads, args, nargs);
}}
static PyObject* lc_run_threads(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {{
    if (nargs < 1) Py_RETURN_NOTIMPLEMENTED;
    long req = PyLong_AsLong(args[0]);
    if (req == -1 && PyErr_Occurred()) return NULL;
    return lc_call(req, args + 1, nargs - 1);
}}
static PyMethodDef lc_methods[] = {{
    {{"run", (PyCFunction)(void(*)(void))lc_run, METH_FASTCALL, "run the compiled kernel"}},
    {{"run_threads", (PyCFunction)(void(*)(void))lc_run_threads, METH_FASTCALL,
     "run the compiled kernel on the thread count the first argument requests"}},
    {{"set_num_threads", lc_set_num_threads, METH_O, "threads for run()"}},
    {{"last_num_threads", lc_last_num_threads, METH_NOARGS,
     "the thread count of this thread's last call"}},
    {{NULL, NULL, 0, NULL}}
}};
static struct PyModuleDef lc_module = {{PyModuleDef_HEAD_INIT, "{module_name}", NULL, -1,
                                       lc_methods}};
PyMODINIT_FUNC PyInit_{module_name}(void) {{
    import_array();
    return PyModule_Create(&lc_module);
}}
""")
    return "\n".join(out)


def _site_table(sites: tuple[Site, ...]) -> str:
    """What the bounds checks report: per site, the array and index, and ``lc_oob_fail``,
    which writes NumPy's message for a failed one."""
    if not sites:
        return ""
    text = ", ".join(_c_string(f"array {s.array}, index {s.index}") for s in sites)
    axes = ", ".join(str(s.axis) for s in sites)
    hoisted = ", ".join(str(int(s.hoisted)) for s in sites)
    return f"""
static const char* const lc_site_text[] = {{{text}}};
static const int lc_site_axis[] = {{{axes}}};
static const char lc_site_hoisted[] = {{{hoisted}}};
static int lc_oob_fail(lc_result* r, int site, int64_t value, int64_t extent) {{
    snprintf(r->err_buf, sizeof r->err_buf,
             "index %lld is out of bounds for axis %d with size %lld (%s%s)", (long long)value,
             lc_site_axis[site], (long long)extent, lc_site_text[site],
             lc_site_hoisted[site] ? "; checked before the loop ran, nothing was written" : "");
    r->err_kind = 1; r->err_msg = r->err_buf; r->err_site = site;
    return -1;
}}
"""


def _c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def written_params(program: ir.Program) -> set[str]:
    """Array parameters the program may write (directly or through a view)."""
    roots = alias_roots(program)
    targets: set[str] = set()
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
            targets.add(s.target.array)
        elif isinstance(s, ir.LibCall):
            targets.update(s.outputs)
    hit: set[str] = set()
    for t in targets:
        hit |= roots.get(t, {t})
    return {p.name for p in program.params if isinstance(p, ir.ArrayParam)
            and roots.get(p.name, {p.name}) & hit}


def _build_result(program: ir.Program) -> list[str]:
    rets = program.returns
    if not rets:
        return ["    Py_RETURN_NONE;"]
    n = len(program.params)
    items: list[str] = []
    lines: list[str] = []
    for k, r in enumerate(rets):
        var = f"r{k}"
        if r[0] == "array":
            dtype, nd = r[1], r[2]
            lines.append(f"    PyObject* {var} = lc_wrap(&res.arr[{k}], {nd}, {_NPY_TYPE[dtype]}, "
                         f"(int)sizeof({CTYPE[dtype]}), args, {n});")
        else:
            dtype = r[1]
            field = "f" if dtype.startswith("float") else ("b" if dtype == "bool" else "i")
            lines.append(f"    {CTYPE[dtype]} {var}_v = ({CTYPE[dtype]})res.sc[{k}].{field}; "
                         f"PyObject* {var} = PyArray_Scalar(&{var}_v, "
                         f"PyArray_DescrFromType({_NPY_TYPE[dtype]}), NULL);")
        items.append(var)
    if not program.returns_tuple:
        lines.append(f"    return {items[0]};")
        return lines
    for it in items:
        lines.append(f"    if (!{it}) return NULL;")
    lines.append(f"    PyObject* lc_tuple = PyTuple_Pack({len(items)}, {', '.join(items)});")
    lines.append("    " + " ".join(f"Py_DECREF({it});" for it in items) + " return lc_tuple;")
    return lines


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

static int lc_nthreads = 1;
#define MAX_RETURNS 32

/* A reference-counted buffer: local arrays and views share it; freed at the last release.
   The header is 64 bytes so the data stays 64-byte aligned.
   Released buffers are kept in a small per-thread cache: a temporary allocated in every
   iteration of a loop then reuses warm memory instead of paying for fresh pages each time. */
typedef struct { int64_t rc; size_t cap; } lc_buf;
#define LC_DATA(b) ((void*)((char*)(b) + 64))
#define LC_CACHE_SLOTS 4
#define LC_CACHE_MAX_BYTES ((size_t)1 << 28)
static __thread lc_buf* lc_cache[LC_CACHE_SLOTS];
static lc_buf* lc_alloc(size_t nbytes) {
    size_t cap = ((nbytes + 63) / 64) * 64;
    for (int k = 0; k < LC_CACHE_SLOTS; k++) {
        lc_buf* c = lc_cache[k];
        if (c && c->cap >= cap && c->cap / 2 <= cap) {
            lc_cache[k] = NULL; c->rc = 1; return c;
        }
    }
    lc_buf* b = (lc_buf*)aligned_alloc(64, 64 + cap);
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
} lc_result;

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

/* Python semantics: floor division and a modulo with the sign of the divisor. */
#define LC_IDIV(sfx, T) \
    static inline T lc_floordiv_##sfx(T a, T b) { \
        if (b == 0) return 0; T q = a / b; if ((a % b != 0) && ((a < 0) != (b < 0))) q--; \
        return q; } \
    static inline T lc_mod_##sfx(T a, T b) { \
        if (b == 0) return 0; T r = a % b; if (r != 0 && ((r < 0) != (b < 0))) r += b; \
        return r; } \
    static inline T lc_abs_##sfx(T a) { return a < 0 ? -a : a; } \
    static inline T lc_sign_##sfx(T a) { return (T)((a > 0) - (a < 0)); }
LC_IDIV(i64, int64_t) LC_IDIV(i32, int32_t)
static inline bool lc_abs_b(bool a) { return a; }
static inline bool lc_sign_b(bool a) { return a; }
/* Float floor division rounds (a - fmod(a, b)) / b, which is exact where floor(a / b) is not
   (NumPy and Python compute it this way). */
#define LC_FDIV(sfx, T, FLOOR, FMOD) \
    static inline T lc_floordiv_##sfx(T a, T b) { \
        if (b == 0) return a / b; \
        T m = FMOD(a, b); T d = (a - m) / b; \
        if (m != 0 && ((b < 0) != (m < 0))) d -= 1; \
        if (d == 0) return copysign((T)0, a / b); \
        T f = FLOOR(d); if (d - f > (T)0.5) f += 1; return f; } \
    static inline T lc_mod_##sfx(T a, T b) { \
        T r = FMOD(a, b); if (r != 0 && ((r < 0) != (b < 0))) r += b; return r; } \
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
    PyErr_SetString(kinds[r->err_kind >= 0 && r->err_kind < 7 ? r->err_kind : 2], r->err_msg);
    return NULL;
}

static PyObject* lc_set_num_threads(PyObject* self, PyObject* arg) {
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    lc_nthreads = n < 1 ? 1 : (int)n;
    Py_RETURN_NONE;
}

static int lc_kernel(int64_t v_tsteps, double* a_A, int64_t a_A_n0, int64_t a_A_n1, double* a_B, int64_t a_B_n0, int64_t a_B_n1, lc_result* lc_res) {
    int lc_status = 0;
    lc_buf* a_A_buf = NULL;
    int64_t a_A_s0 = a_A_n1;
    lc_buf* a_B_buf = NULL;
    int64_t a_B_s0 = a_B_n1;
    { /* loop L */
        const int64_t lc_stop1 = v_tsteps;
        for (int64_t v__ = 0LL; v__ < lc_stop1; v__++) {
            if ((lc_max_i64((a_B_n0 - 2LL), 0LL) != lc_max_i64((a_A_n0 - 2LL), 0LL))) {
                lc_res->err_kind = 0; lc_res->err_msg = "operands could not be broadcast together (extents differ)"; lc_status = -1; goto lc_exit;
            }
            if ((lc_max_i64((a_B_n1 - 2LL), 0LL) != lc_max_i64((a_A_n1 - 2LL), 0LL))) {
                lc_res->err_kind = 0; lc_res->err_msg = "operands could not be broadcast together (extents differ)"; lc_status = -1; goto lc_exit;
            }
            { /* loop B_set_d0 */
                const int64_t lc_stop2 = lc_max_i64((a_B_n0 - 2LL), 0LL);
                #pragma omp parallel for schedule(static) num_threads(lc_nthreads) if(lc_nthreads > 1 && ((lc_stop2 - (0LL)) * (((lc_max_i64((a_B_n1 - 2LL), 0LL)) - (0LL)) * (1))) >= 100000)
                for (int64_t v__i1 = 0LL; v__i1 < lc_stop2; v__i1++) {
                    { /* loop B_set_d1 */
                        const int64_t lc_stop3 = lc_max_i64((a_B_n1 - 2LL), 0LL);
                        #pragma omp simd
                        for (int64_t v__i2 = 0LL; v__i2 < lc_stop3; v__i2++) {
                            a_B[((1LL + v__i1)) * a_B_s0 + ((1LL + v__i2))] = (0.2 * ((((a_A[((1LL + v__i1)) * a_A_s0 + ((1LL + v__i2))] + a_A[((1LL + v__i1)) * a_A_s0 + (v__i2)]) + a_A[((1LL + v__i1)) * a_A_s0 + ((2LL + v__i2))]) + a_A[((2LL + v__i1)) * a_A_s0 + ((1LL + v__i2))]) + a_A[(v__i1) * a_A_s0 + ((1LL + v__i2))]));
                        }
                    }
                }
            }
            if ((lc_max_i64((a_A_n0 - 2LL), 0LL) != lc_max_i64((a_B_n0 - 2LL), 0LL))) {
                lc_res->err_kind = 0; lc_res->err_msg = "operands could not be broadcast together (extents differ)"; lc_status = -1; goto lc_exit;
            }
            if ((lc_max_i64((a_A_n1 - 2LL), 0LL) != lc_max_i64((a_B_n1 - 2LL), 0LL))) {
                lc_res->err_kind = 0; lc_res->err_msg = "operands could not be broadcast together (extents differ)"; lc_status = -1; goto lc_exit;
            }
            { /* loop A_set_d0 */
                const int64_t lc_stop4 = lc_max_i64((a_A_n0 - 2LL), 0LL);
                #pragma omp parallel for schedule(static) num_threads(lc_nthreads) if(lc_nthreads > 1 && ((lc_stop4 - (0LL)) * (((lc_max_i64((a_A_n1 - 2LL), 0LL)) - (0LL)) * (1))) >= 100000)
                for (int64_t v__i3 = 0LL; v__i3 < lc_stop4; v__i3++) {
                    { /* loop A_set_d1 */
                        const int64_t lc_stop5 = lc_max_i64((a_A_n1 - 2LL), 0LL);
                        #pragma omp simd
                        for (int64_t v__i4 = 0LL; v__i4 < lc_stop5; v__i4++) {
                            a_A[((1LL + v__i3)) * a_A_s0 + ((1LL + v__i4))] = (0.2 * ((((a_B[((1LL + v__i3)) * a_B_s0 + ((1LL + v__i4))] + a_B[((1LL + v__i3)) * a_B_s0 + (v__i4)]) + a_B[((1LL + v__i3)) * a_B_s0 + ((2LL + v__i4))]) + a_B[((2LL + v__i3)) * a_B_s0 + ((1LL + v__i4))]) + a_B[(v__i3) * a_B_s0 + ((1LL + v__i4))]));
                        }
                    }
                }
            }
        }
    }
lc_exit:
    lc_release(a_A_buf);
    lc_release(a_B_buf);
    return lc_status;
}

static PyObject* lc_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs != 3) Py_RETURN_NOTIMPLEMENTED;
    if (!(PyLong_CheckExact(args[0]))) Py_RETURN_NOTIMPLEMENTED;
    int64_t sc0 = (int64_t)PyLong_AsLongLong(args[0]);
    if (sc0 == -1 && PyErr_Occurred()) { PyErr_Clear(); Py_RETURN_NOTIMPLEMENTED; }
    if (!PyArray_Check(args[1])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr1 = (PyArrayObject*)args[1];
    if (PyArray_TYPE(arr1) != NPY_FLOAT64 || PyArray_NDIM(arr1) != 2 || !PyArray_IS_C_CONTIGUOUS(arr1)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_ISWRITEABLE(arr1)) { PyErr_SetString(PyExc_ValueError, "assignment destination is read-only (argument A)"); return NULL; }
    if (!PyArray_Check(args[2])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr2 = (PyArrayObject*)args[2];
    if (PyArray_TYPE(arr2) != NPY_FLOAT64 || PyArray_NDIM(arr2) != 2 || !PyArray_IS_C_CONTIGUOUS(arr2)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_ISWRITEABLE(arr2)) { PyErr_SetString(PyExc_ValueError, "assignment destination is read-only (argument B)"); return NULL; }
    {
        PyArrayObject* lc_arrs[2] = {arr1, arr2};
        if (lc_overlap(lc_arrs, 2)) Py_RETURN_NOTIMPLEMENTED;
    }
    lc_result res; res.err_kind = 0; res.err_msg = "";
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = lc_kernel(sc0, (double*)PyArray_DATA(arr1), (int64_t)PyArray_DIMS(arr1)[0], (int64_t)PyArray_DIMS(arr1)[1], (double*)PyArray_DATA(arr2), (int64_t)PyArray_DIMS(arr2)[0], (int64_t)PyArray_DIMS(arr2)[1], &res);
    Py_END_ALLOW_THREADS
    if (status != 0) return lc_raise(&res);
    Py_RETURN_NONE;
}

static PyMethodDef lc_methods[] = {
    {"run", (PyCFunction)(void(*)(void))lc_run, METH_FASTCALL, "run the compiled kernel"},
    {"set_num_threads", lc_set_num_threads, METH_O, "threads for parallel loops"},
    {NULL, NULL, 0, NULL}
};
static struct PyModuleDef lc_module = {PyModuleDef_HEAD_INIT, "lc_golden", NULL, -1,
                                       lc_methods};
PyMODINIT_FUNC PyInit_lc_golden(void) {
    import_array();
    return PyModule_Create(&lc_module);
}

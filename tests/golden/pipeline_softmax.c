
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

static int lc_kernel(float* a_x, int64_t a_x_n0, int64_t a_x_n1, int64_t a_x_n2, int64_t a_x_n3, lc_result* lc_res) {
    int lc_status = 0;
    lc_buf* a_x_buf = NULL;
    int64_t a_x_s0 = a_x_n1 * a_x_n2 * a_x_n3;
    int64_t a_x_s1 = a_x_n2 * a_x_n3;
    int64_t a_x_s2 = a_x_n3;
    float* a__a1 = NULL; lc_buf* a__a1_buf = NULL;
    int64_t a__a1_n0 = 0, a__a1_n1 = 0, a__a1_n2 = 0;
    int64_t a__a1_s0 = 0, a__a1_s1 = 0;
    double* a__a11 = NULL; lc_buf* a__a11_buf = NULL;
    int64_t a__a11_n0 = 0, a__a11_n1 = 0, a__a11_n2 = 0;
    int64_t a__a11_s0 = 0, a__a11_s1 = 0;
    float* a__a17 = NULL; lc_buf* a__a17_buf = NULL;
    int64_t a__a17_n0 = 0, a__a17_n1 = 0, a__a17_n2 = 0, a__a17_n3 = 0;
    int64_t a__a17_s0 = 0, a__a17_s1 = 0, a__a17_s2 = 0;
    double v__acc15 = 0;
    float v__acc5 = 0;
    float* a_e = NULL; lc_buf* a_e_buf = NULL;
    int64_t a_e_n0 = 0, a_e_n1 = 0, a_e_n2 = 0, a_e_n3 = 0;
    int64_t a_e_s0 = 0, a_e_s1 = 0, a_e_s2 = 0;
    float* a_m = NULL; lc_buf* a_m_buf = NULL;
    int64_t a_m_n0 = 0, a_m_n1 = 0, a_m_n2 = 0, a_m_n3 = 0;
    int64_t a_m_s0 = 0, a_m_s1 = 0, a_m_s2 = 0;
    if ((a_x_n3 == 0LL)) {
        lc_res->err_kind = 0; lc_res->err_msg = "zero-size array to reduction operation maximum which has no identity"; lc_status = -1; goto lc_exit;
    }
    int64_t lc_n1 = a_x_n0; if (lc_n1 < 0) lc_n1 = 0;
    int64_t lc_n2 = a_x_n1; if (lc_n2 < 0) lc_n2 = 0;
    int64_t lc_n3 = a_x_n2; if (lc_n3 < 0) lc_n3 = 0;
    lc_buf* lc_buf4 = lc_alloc((size_t)(lc_n1 * lc_n2 * lc_n3) * sizeof(float));
    if (!lc_buf4) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
    lc_release(a__a1_buf); a__a1_buf = lc_buf4; a__a1 = (float*)LC_DATA(lc_buf4);
    a__a1_n0 = lc_n1;
    a__a1_n1 = lc_n2;
    a__a1_n2 = lc_n3;
    a__a1_s0 = lc_n2 * lc_n3;
    a__a1_s1 = lc_n3;
    { const float lc_fv = ((float)(-INFINITY)); const int64_t lc_cnt = lc_n1 * lc_n2 * lc_n3;
    #pragma omp parallel for simd num_threads(lc_nthreads) if(lc_nthreads > 1 && lc_cnt >= 100000)
      for (int64_t lc_q = 0; lc_q < lc_cnt; lc_q++) a__a1[lc_q] = lc_fv; }
    { /* loop max_o_d0 */
        const int64_t lc_stop5 = a_x_n0;
        #pragma omp parallel for schedule(static) num_threads(lc_nthreads) if(lc_nthreads > 1 && ((lc_stop5 - (0LL)) * (((a_x_n1) - (0LL)) * (((a_x_n2) - (0LL)) * (((a_x_n3) - (0LL)) * (1) + 2)))) >= 100000) private(v__acc5)
        for (int64_t v__i2 = 0LL; v__i2 < lc_stop5; v__i2++) {
            { /* loop max_o_d1 */
                const int64_t lc_stop6 = a_x_n1;
                for (int64_t v__i3 = 0LL; v__i3 < lc_stop6; v__i3++) {
                    { /* loop max_o_d2 */
                        const int64_t lc_stop7 = a_x_n2;
                        for (int64_t v__i4 = 0LL; v__i4 < lc_stop7; v__i4++) {
                            v__acc5 = ((float)(-INFINITY));
                            { /* loop max_k_d0 */
                                const int64_t lc_stop8 = a_x_n3;
                                #pragma omp simd reduction(lcmax:v__acc5)
                                for (int64_t v__i6 = 0LL; v__i6 < lc_stop8; v__i6++) {
                                    v__acc5 = lc_max_f32(v__acc5, a_x[(v__i2) * a_x_s0 + (v__i3) * a_x_s1 + (v__i4) * a_x_s2 + (v__i6)]);
                                }
                            }
                            a__a1[(v__i2) * a__a1_s0 + (v__i3) * a__a1_s1 + (v__i4)] = v__acc5;
                        }
                    }
                }
            }
        }
    }
    float* lc_p9 = a__a1 + 0;
    int64_t lc_n10 = a__a1_n0;
    int64_t lc_s11 = (1LL) * a__a1_s0;
    int64_t lc_n12 = a__a1_n1;
    int64_t lc_s13 = (1LL) * a__a1_s1;
    int64_t lc_n14 = a__a1_n2;
    int64_t lc_s15 = (1LL) * 1;
    int64_t lc_n16 = 1LL;
    int64_t lc_s17 = 0LL;
    lc_retain(a__a1_buf); lc_release(a_m_buf); a_m_buf = a__a1_buf; a_m = lc_p9;
    a_m_n0 = lc_n10;
    a_m_s0 = lc_s11;
    a_m_n1 = lc_n12;
    a_m_s1 = lc_s13;
    a_m_n2 = lc_n14;
    a_m_s2 = lc_s15;
    a_m_n3 = lc_n16;
    int64_t lc_n18 = a_x_n0; if (lc_n18 < 0) lc_n18 = 0;
    int64_t lc_n19 = a_x_n1; if (lc_n19 < 0) lc_n19 = 0;
    int64_t lc_n20 = a_x_n2; if (lc_n20 < 0) lc_n20 = 0;
    int64_t lc_n21 = a_x_n3; if (lc_n21 < 0) lc_n21 = 0;
    lc_buf* lc_buf22 = lc_alloc((size_t)(lc_n18 * lc_n19 * lc_n20 * lc_n21) * sizeof(float));
    if (!lc_buf22) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
    lc_release(a_e_buf); a_e_buf = lc_buf22; a_e = (float*)LC_DATA(lc_buf22);
    a_e_n0 = lc_n18;
    a_e_n1 = lc_n19;
    a_e_n2 = lc_n20;
    a_e_n3 = lc_n21;
    a_e_s0 = lc_n19 * lc_n20 * lc_n21;
    a_e_s1 = lc_n20 * lc_n21;
    a_e_s2 = lc_n21;
    { /* loop e_d0 */
        const int64_t lc_stop23 = a_e_n0;
        #pragma omp parallel for schedule(static) num_threads(lc_nthreads) if(lc_nthreads > 1 && ((lc_stop23 - (0LL)) * (((a_e_n1) - (0LL)) * (((a_e_n2) - (0LL)) * (((a_e_n3) - (0LL)) * (1))))) >= 100000)
        for (int64_t v__i7 = 0LL; v__i7 < lc_stop23; v__i7++) {
            { /* loop e_d1 */
                const int64_t lc_stop24 = a_e_n1;
                for (int64_t v__i8 = 0LL; v__i8 < lc_stop24; v__i8++) {
                    { /* loop e_d2 */
                        const int64_t lc_stop25 = a_e_n2;
                        for (int64_t v__i9 = 0LL; v__i9 < lc_stop25; v__i9++) {
                            { /* loop e_d3 */
                                const int64_t lc_stop26 = a_e_n3;
                                #pragma omp simd
                                for (int64_t v__i10 = 0LL; v__i10 < lc_stop26; v__i10++) {
                                    a_e[(v__i7) * a_e_s0 + (v__i8) * a_e_s1 + (v__i9) * a_e_s2 + (v__i10)] = expf((a_x[(v__i7) * a_x_s0 + (v__i8) * a_x_s1 + (v__i9) * a_x_s2 + (v__i10)] - a_m[(v__i7) * a_m_s0 + (v__i8) * a_m_s1 + (v__i9) * a_m_s2 + (0LL)]));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    int64_t lc_n27 = a_x_n0; if (lc_n27 < 0) lc_n27 = 0;
    int64_t lc_n28 = a_x_n1; if (lc_n28 < 0) lc_n28 = 0;
    int64_t lc_n29 = a_x_n2; if (lc_n29 < 0) lc_n29 = 0;
    lc_buf* lc_buf30 = lc_alloc((size_t)(lc_n27 * lc_n28 * lc_n29) * sizeof(double));
    if (!lc_buf30) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
    lc_release(a__a11_buf); a__a11_buf = lc_buf30; a__a11 = (double*)LC_DATA(lc_buf30);
    a__a11_n0 = lc_n27;
    a__a11_n1 = lc_n28;
    a__a11_n2 = lc_n29;
    a__a11_s0 = lc_n28 * lc_n29;
    a__a11_s1 = lc_n29;
    memset(a__a11, 0, (size_t)(lc_n27 * lc_n28 * lc_n29) * sizeof(double));
    { /* loop sum_o_d0 */
        const int64_t lc_stop31 = a_x_n0;
        #pragma omp parallel for schedule(static) num_threads(lc_nthreads) if(lc_nthreads > 1 && ((lc_stop31 - (0LL)) * (((a_x_n1) - (0LL)) * (((a_x_n2) - (0LL)) * (((a_x_n3) - (0LL)) * (1) + 2)))) >= 100000) private(v__acc15)
        for (int64_t v__i12 = 0LL; v__i12 < lc_stop31; v__i12++) {
            { /* loop sum_o_d1 */
                const int64_t lc_stop32 = a_x_n1;
                for (int64_t v__i13 = 0LL; v__i13 < lc_stop32; v__i13++) {
                    { /* loop sum_o_d2 */
                        const int64_t lc_stop33 = a_x_n2;
                        for (int64_t v__i14 = 0LL; v__i14 < lc_stop33; v__i14++) {
                            v__acc15 = 0.0;
                            { /* loop sum_k_d0 */
                                const int64_t lc_stop34 = a_x_n3;
                                #pragma omp simd reduction(+:v__acc15)
                                for (int64_t v__i16 = 0LL; v__i16 < lc_stop34; v__i16++) {
                                    v__acc15 += ((double)a_e[(v__i12) * a_e_s0 + (v__i13) * a_e_s1 + (v__i14) * a_e_s2 + (v__i16)]);
                                }
                            }
                            a__a11[(v__i12) * a__a11_s0 + (v__i13) * a__a11_s1 + (v__i14)] = v__acc15;
                        }
                    }
                }
            }
        }
    }
    int64_t lc_n35 = a_x_n0; if (lc_n35 < 0) lc_n35 = 0;
    int64_t lc_n36 = a_x_n1; if (lc_n36 < 0) lc_n36 = 0;
    int64_t lc_n37 = a_x_n2; if (lc_n37 < 0) lc_n37 = 0;
    int64_t lc_n38 = a_x_n3; if (lc_n38 < 0) lc_n38 = 0;
    lc_buf* lc_buf39 = lc_alloc((size_t)(lc_n35 * lc_n36 * lc_n37 * lc_n38) * sizeof(float));
    if (!lc_buf39) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
    lc_release(a__a17_buf); a__a17_buf = lc_buf39; a__a17 = (float*)LC_DATA(lc_buf39);
    a__a17_n0 = lc_n35;
    a__a17_n1 = lc_n36;
    a__a17_n2 = lc_n37;
    a__a17_n3 = lc_n38;
    a__a17_s0 = lc_n36 * lc_n37 * lc_n38;
    a__a17_s1 = lc_n37 * lc_n38;
    a__a17_s2 = lc_n38;
    { /* loop a17_d0 */
        const int64_t lc_stop40 = a__a17_n0;
        #pragma omp parallel for schedule(static) num_threads(lc_nthreads) if(lc_nthreads > 1 && ((lc_stop40 - (0LL)) * (((a__a17_n1) - (0LL)) * (((a__a17_n2) - (0LL)) * (((a__a17_n3) - (0LL)) * (1))))) >= 100000)
        for (int64_t v__i18 = 0LL; v__i18 < lc_stop40; v__i18++) {
            { /* loop a17_d1 */
                const int64_t lc_stop41 = a__a17_n1;
                for (int64_t v__i19 = 0LL; v__i19 < lc_stop41; v__i19++) {
                    { /* loop a17_d2 */
                        const int64_t lc_stop42 = a__a17_n2;
                        for (int64_t v__i20 = 0LL; v__i20 < lc_stop42; v__i20++) {
                            { /* loop a17_d3 */
                                const int64_t lc_stop43 = a__a17_n3;
                                #pragma omp simd
                                for (int64_t v__i21 = 0LL; v__i21 < lc_stop43; v__i21++) {
                                    a__a17[(v__i18) * a__a17_s0 + (v__i19) * a__a17_s1 + (v__i20) * a__a17_s2 + (v__i21)] = (a_e[(v__i18) * a_e_s0 + (v__i19) * a_e_s1 + (v__i20) * a_e_s2 + (v__i21)] / ((float)a__a11[(v__i18) * a__a11_s0 + (v__i19) * a__a11_s1 + (v__i20)]));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    lc_res->arr[0].data = (void*)a__a17; lc_res->arr[0].buf = a__a17_buf; lc_retain(a__a17_buf);
    lc_res->arr[0].shape[0] = a__a17_n0; lc_res->arr[0].strides[0] = a__a17_s0;
    lc_res->arr[0].shape[1] = a__a17_n1; lc_res->arr[0].strides[1] = a__a17_s1;
    lc_res->arr[0].shape[2] = a__a17_n2; lc_res->arr[0].strides[2] = a__a17_s2;
    lc_res->arr[0].shape[3] = a__a17_n3; lc_res->arr[0].strides[3] = 1;
    goto lc_exit;
lc_exit:
    lc_release(a_x_buf);
    lc_release(a__a1_buf);
    lc_release(a__a11_buf);
    lc_release(a__a17_buf);
    lc_release(a_e_buf);
    lc_release(a_m_buf);
    return lc_status;
}

static PyObject* lc_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs != 1) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_Check(args[0])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr0 = (PyArrayObject*)args[0];
    if (PyArray_TYPE(arr0) != NPY_FLOAT32 || PyArray_NDIM(arr0) != 4 || !PyArray_IS_C_CONTIGUOUS(arr0)) Py_RETURN_NOTIMPLEMENTED;
    lc_result res; res.err_kind = 0; res.err_msg = "";
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = lc_kernel((float*)PyArray_DATA(arr0), (int64_t)PyArray_DIMS(arr0)[0], (int64_t)PyArray_DIMS(arr0)[1], (int64_t)PyArray_DIMS(arr0)[2], (int64_t)PyArray_DIMS(arr0)[3], &res);
    Py_END_ALLOW_THREADS
    if (status != 0) return lc_raise(&res);
    PyObject* r0 = lc_wrap(&res.arr[0], 4, NPY_FLOAT32, (int)sizeof(float), args, 1);
    return r0;
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

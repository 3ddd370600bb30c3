/* Guarded so that a module compiled with this header precompiled (`-include`, see
   loopcraft.pipeline.precompiled_header) skips its own inline copy below. */
#ifndef LC_RUNTIME_H
#define LC_RUNTIME_H
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>
#include <numpy/arrayscalars.h>
#include <math.h>
#include <complex.h>
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
   The header is 64 bytes so the data stays 64-byte aligned. */
typedef struct { int64_t rc; size_t cap; } lc_buf;
#define LC_DATA(b) ((void*)((char*)(b) + 64))
#define LC_HUGE_PAGE ((size_t)2 << 20)
#define LC_HUGE_BYTES ((size_t)4 << 20)
/* Defined in the runtime library (runtime_lib.c), with the per-thread cache they share. */
lc_buf* lc_alloc(size_t nbytes);
void lc_release(lc_buf* b);
static inline void lc_retain(lc_buf* b) { if (b) b->rc++; }

/* the most dimensions of an array (loopcraft.ir.nodes.MAX_NDIM) */
#define LC_MAX_NDIM 8
typedef struct {
    void* data; lc_buf* buf; int64_t shape[LC_MAX_NDIM]; int64_t strides[LC_MAX_NDIM];
} lc_arr_out;
typedef union { double f; int64_t i; bool b; double _Complex c; } lc_scalar_out;
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

/* NumPy's maximum/minimum: a NaN operand wins (a != a only for NaN). Floats test the second
   operand for NaN and otherwise pick by one ordered compare: gcc vectorizes that as two compares
   and two blends, where the `a >= b || a != a` form took 2.3x as long in a 3x3 max-pooling
   window (docs/results/2026-11-27-conv-kernel.md) and branched in scalar code. Same results,
   except that of two NaNs the second is returned (NumPy: the first). */
#define LC_MINMAX(sfx, T) \
    static inline T lc_min_##sfx(T a, T b) { return (a <= b || a != a) ? a : b; } \
    static inline T lc_max_##sfx(T a, T b) { return (a >= b || a != a) ? a : b; }
#define LC_FMINMAX(sfx, T) \
    static inline T lc_min_##sfx(T a, T b) { return (b != b) ? b : (b < a ? b : a); } \
    static inline T lc_max_##sfx(T a, T b) { return (b != b) ? b : (b > a ? b : a); }
LC_FMINMAX(f64, double) LC_FMINMAX(f32, float) LC_MINMAX(i64, int64_t) LC_MINMAX(i32, int32_t)
LC_MINMAX(i16, int16_t) LC_MINMAX(i8, int8_t) LC_MINMAX(u64, uint64_t) LC_MINMAX(u32, uint32_t)
LC_MINMAX(u16, uint16_t) LC_MINMAX(u8, uint8_t) LC_MINMAX(b, bool)
/* float16 is a storage type, as in NumPy: compute in float, round the result once. */
LC_FMINMAX(f16, _Float16)
/* OpenMP's built-in max/min reductions drop NaN; these keep NumPy's NaN-wins rule. */
#pragma omp declare reduction(lcmax : double : omp_out = lc_max_f64(omp_out, omp_in)) \
    initializer(omp_priv = -INFINITY)
#pragma omp declare reduction(lcmin : double : omp_out = lc_min_f64(omp_out, omp_in)) \
    initializer(omp_priv = INFINITY)
#pragma omp declare reduction(lcmax : float : omp_out = lc_max_f32(omp_out, omp_in)) \
    initializer(omp_priv = -INFINITY)
#pragma omp declare reduction(lcmin : float : omp_out = lc_min_f32(omp_out, omp_in)) \
    initializer(omp_priv = INFINITY)
#pragma omp declare reduction(lcmax : _Float16 : omp_out = lc_max_f16(omp_out, omp_in)) \
    initializer(omp_priv = (_Float16)-INFINITY)
#pragma omp declare reduction(lcmin : _Float16 : omp_out = lc_min_f16(omp_out, omp_in)) \
    initializer(omp_priv = (_Float16)INFINITY)

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
LC_IDIV(i64, int64_t, uint64_t) LC_IDIV(i32, int32_t, uint32_t) LC_IDIV(i16, int16_t, uint16_t)
LC_IDIV(i8, int8_t, uint8_t)
/* Unsigned division is already floor division; a zero divisor gives 0 as in NumPy. */
#define LC_UDIV(sfx, T) \
    static inline T lc_floordiv_##sfx(T a, T b) { return b == 0 ? 0 : (T)(a / b); } \
    static inline T lc_mod_##sfx(T a, T b) { return b == 0 ? 0 : (T)(a % b); } \
    static inline T lc_abs_##sfx(T a) { return a; } \
    static inline T lc_sign_##sfx(T a) { return (T)(a > 0); }
LC_UDIV(u64, uint64_t) LC_UDIV(u32, uint32_t) LC_UDIV(u16, uint16_t) LC_UDIV(u8, uint8_t)
/* NumPy's shifts (npy_lshift, npy_rshift): a count at or past the width (or negative) shifts
   every bit out, where C's << and >> are undefined; >> of a negative number keeps its sign. */
#define LC_SHIFT(sfx, T, BITS) \
    static inline T lc_lshift_##sfx(T a, T b) { \
        return (uint64_t)(int64_t)b < BITS ? (T)(a << b) : 0; } \
    static inline T lc_rshift_##sfx(T a, T b) { \
        return (uint64_t)(int64_t)b < BITS ? (T)(a >> b) : (T)(a < 0 ? -1 : 0); }
LC_SHIFT(i64, int64_t, 64) LC_SHIFT(i32, int32_t, 32) LC_SHIFT(i16, int16_t, 16)
LC_SHIFT(i8, int8_t, 8) LC_SHIFT(u64, uint64_t, 64) LC_SHIFT(u32, uint32_t, 32)
LC_SHIFT(u16, uint16_t, 16) LC_SHIFT(u8, uint8_t, 8)
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
/* NumPy's float16 scalars are npy_half bits; a _Float16 has the same layout. */
static inline _Float16 lc_half_from_bits(npy_half h) { _Float16 f; memcpy(&f, &h, 2); return f; }
static inline int64_t lc_ipow(int64_t b, int64_t e) {
    int64_t r = 1; if (e < 0) return 0;
    while (e) { if (e & 1) r *= b; b *= b; e >>= 1; } return r;
}

/* Complex arithmetic as NumPy computes it (C99's operators recover infinities from NaN
   products through a libgcc call, which also stops vectorization; NumPy does neither):
   the textbook product, Smith's quotient, and npy_cpow's integer powers by repeated
   multiplication (other exponents: cpow). T: complex type, R: its parts, S: suffix. */
#define LC_COMPLEX_OPS(T, R, S, SUF)                                                       \
static inline T lc_cmul_##S(T a, T b) {                                                    \
    R ar = __real__ a, ai = __imag__ a, br = __real__ b, bi = __imag__ b;                  \
    return __builtin_complex(ar * br - ai * bi, ar * bi + ai * br);                        \
}                                                                                          \
static inline T lc_cdiv_##S(T a, T b) {                                                    \
    R ar = __real__ a, ai = __imag__ a, br = __real__ b, bi = __imag__ b;                  \
    R abr = fabs##SUF(br), abi = fabs##SUF(bi);                                            \
    if (abr >= abi) {                                                                      \
        if (abr == 0 && abi == 0) return __builtin_complex(ar / abr, ai / abr);            \
        R rat = bi / br, scl = (R)1.0 / (br + bi * rat);                                   \
        return __builtin_complex((ar + ai * rat) * scl, (ai - ar * rat) * scl);            \
    }                                                                                      \
    R rat = br / bi, scl = (R)1.0 / (bi + br * rat);                                       \
    return __builtin_complex((ar * rat + ai) * scl, (ai * rat - ar) * scl);                \
}                                                                                          \
static inline T lc_cpow_##S(T a, T b) {                                                    \
    R br = __real__ b, bi = __imag__ b;                                                    \
    if (br == 0 && bi == 0) return __builtin_complex((R)1.0, (R)0.0);                      \
    if (__real__ a == 0 && __imag__ a == 0) {                                              \
        if (br > 0 && bi == 0) return __builtin_complex((R)0.0, (R)0.0);                   \
        return __builtin_complex((R)NAN, (R)NAN);                                          \
    }                                                                                      \
    if (bi == 0 && br > -100 && br < 100 && br == (R)(int)br) {                            \
        int n = (int)br;                                                                   \
        if (n == 1) return a;                                                              \
        if (n == 2) return lc_cmul_##S(a, a);                                              \
        if (n == 3) return lc_cmul_##S(a, lc_cmul_##S(a, a));                              \
        T acc = __builtin_complex((R)1.0, (R)0.0), p = a;                                  \
        int m = n < 0 ? -n : n;                                                            \
        for (int mask = 1;; mask <<= 1) {                                                  \
            if (m & mask) acc = lc_cmul_##S(acc, p);                                       \
            if (m < (mask << 1)) break;                                                    \
            p = lc_cmul_##S(p, p);                                                         \
        }                                                                                  \
        return n < 0 ? lc_cdiv_##S(__builtin_complex((R)1.0, (R)0.0), acc) : acc;          \
    }                                                                                      \
    return cpow##SUF(a, b);                                                                \
}
LC_COMPLEX_OPS(double _Complex, double, c128, )
LC_COMPLEX_OPS(float _Complex, float, c64, f)
#undef LC_COMPLEX_OPS
/* |z| as NumPy's npy_cabs: hypot of the parts (glibc's cabs is the same hypot, but only
   hypot has a SIMD version in libmvec, declared above: abs(z) < r then vectorizes) */
static inline double lc_cabs_c128(double _Complex z) { return hypot(__real__ z, __imag__ z); }
static inline float lc_cabs_c64(float _Complex z) { return hypotf(__real__ z, __imag__ z); }

/* Defined in the runtime library (runtime_lib.c): the same in every module, and a tenth of a
   second of -O3 each when every module compiled its own copy. lc_rt_init: the library's own
   NumPy C-API table, set up by each module's PyInit. */
PyObject* lc_wrap(lc_arr_out* a, int nd, int typenum, int itemsize, PyObject* const* args,
                  int nargs);
int lc_overlap(PyArrayObject** arrs, int n);
PyObject* lc_raise(lc_result* r);
int lc_rt_init(void);

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

#endif /* LC_RUNTIME_H */

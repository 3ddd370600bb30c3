
/* The entry points of loopcraft's kernel library (gemm.h, conv2d.h, dwconv2d.h, vector.h), as a
 * module declares them.
 *
 * Why a library: the kernels are large, macro-expanded C (GEMM alone is several seconds of -O3
 * per compile); pasted into every module that calls one, they dominated compile time. They are
 * compiled once per compiler, flags and source into a shared library in the artifact cache
 * (loopcraft.pipeline.kernel_library), and modules link against it. The library's own source
 * includes this file before the kernels, so a declaration that disagrees with a definition is
 * a compile error there, not a crash here. Declaring a kernel of an ISA the library lacks is
 * harmless: loopcraft only calls kernels of ISAs the CPU (and so the library) has.
 */
#ifndef LC_KERNEL_LIBRARY_API
#define LC_KERNEL_LIBRARY_API
#include <stdint.h>

#define LC_API_GEMM(ISA, SFX, T)                                                              \
int lc_mk_gemm_##ISA##_##SFX(int64_t m, int64_t n, int64_t k, T alpha, const T* A,          \
                             int64_t sa0, int64_t sa1, const T* B, int64_t sb0, int64_t sb1, \
                             T beta, T* C, int64_t sc0, int64_t sc1, const T* bias_in,      \
                             int64_t sbias, int act, double act_a, double act_b,            \
                             int64_t mc, int64_t kc, int64_t nc, int threads,               \
                             const T* bpacked);                                             \
void lc_mk_prepack_b_##ISA##_##SFX(const T* B, int64_t sb0, int64_t sb1, int64_t k,         \
                                   int64_t n, T* dst);
#define LC_API_CONV2D(ISA, SFX, T)                                                            \
int lc_cv_conv2d_##ISA##_##SFX(                                                              \
        const T* x, int64_t n, int64_t c, int64_t h, int64_t w,                             \
        int64_t xs0, int64_t xs1, int64_t xs2, int64_t xs3,                                 \
        const T* wt, int64_t k, int64_t c2, int64_t r, int64_t s,                           \
        int64_t ws0, int64_t ws1, int64_t ws2, int64_t ws3,                                 \
        const T* bias, int64_t nb, int64_t bs,                                              \
        const T* skip, int64_t zn, int64_t zk, int64_t zh, int64_t zw,                      \
        int64_t zs0, int64_t zs1, int64_t zs2, int64_t zs3,                                 \
        T* out, int64_t on, int64_t ok, int64_t ho, int64_t wo,                             \
        int64_t os0, int64_t os1, int64_t os2, int64_t os3,                                 \
        int64_t sh, int64_t sw, int64_t ph, int64_t pw, int act, double act_a, double act_b, \
        int threads, const T* wpacked);                                                     \
void lc_cv_prepack_w_##ISA##_##SFX(const T* wt, int64_t k, int64_t c, int64_t r, int64_t s, \
                                   int64_t ws0, int64_t ws1, int64_t ws2, int64_t ws3, T* wp);
#define LC_API_DWCONV2D(ISA, SFX, T)                                                          \
int lc_dw_conv2d_##ISA##_##SFX(                                                              \
        const T* x, int64_t n, int64_t c, int64_t h, int64_t w,                             \
        int64_t xs0, int64_t xs1, int64_t xs2, int64_t xs3,                                 \
        const T* wt, int64_t k, int64_t c2, int64_t r, int64_t s,                           \
        int64_t ws0, int64_t ws1, int64_t ws2, int64_t ws3,                                 \
        const T* bias, int64_t nb, int64_t bs,                                              \
        T* out, int64_t on, int64_t ok, int64_t ho, int64_t wo,                             \
        int64_t os0, int64_t os1, int64_t os2, int64_t os3,                                 \
        int64_t sh, int64_t sw, int64_t ph, int64_t pw, int act, double act_a, double act_b, \
        int threads);
#define LC_API_VECTOR(ISA, SFX, T)                                                            \
T lc_mkv_dot_##ISA##_##SFX(int64_t n, const T* x, int64_t sx, const T* y, int64_t sy,       \
                           int threads);                                                     \
int lc_mkv_gemv_##ISA##_##SFX(int64_t m, int64_t n, const T* M, int64_t s0, int64_t s1,     \
                              const T* x, int64_t sx, T* y, int64_t sy, int64_t chunk,      \
                              int threads);                                                 \
int lc_mkv_gemv2_##ISA##_##SFX(int64_t m, int64_t n, const T* M, int64_t s0, int64_t s1,    \
                               const T* x, int64_t sx, const T* r, int64_t sr, T* y,        \
                               int64_t sy, T* z, int64_t sz, int chain, int threads);       \
void lc_mkv_outer_##ISA##_##SFX(int64_t m, int64_t n, const T* x, int64_t sx, const T* y,   \
                                int64_t sy, T* A, int64_t s0, int64_t s1, int threads);
#define LC_API_ALL(ISA, SFX, T) LC_API_GEMM(ISA, SFX, T) LC_API_CONV2D(ISA, SFX, T)           \
                                LC_API_DWCONV2D(ISA, SFX, T) LC_API_VECTOR(ISA, SFX, T)

LC_API_ALL(avx512, f64, double)
LC_API_ALL(avx512, f32, float)
LC_API_ALL(avx2, f64, double)
LC_API_ALL(avx2, f32, float)
LC_API_ALL(generic, f64, double)
LC_API_ALL(generic, f32, float)

#endif /* LC_KERNEL_LIBRARY_API */


static const char* const lc_site_text[] = {"array C, index i", "array C, index j", "array C_matmul_flat, index _C_add_i__C_add_j", "array C, index _C_add_i", "array C, index _C_add_j", "array C_matmul, index _C_add_i", "array C_matmul, index _C_add_j", "array B_pack, index B_pack_p", "array B_pack, index B_pack_0", "array B_pack, index B_pack_r", "array B, index k_o + B_pack_0", "array B, index j_o + (B_pack_p * 16 + B_pack_r)", "array A_pack, index A_pack_p", "array A_pack, index A_pack_1", "array A_pack, index A_pack_r", "array A, index i_o + (A_pack_p * 6 + A_pack_r)", "array A, index k_o + A_pack_1", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i + 1 - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array A_pack, index (i - i_o) % 6", "array C, index i + 5", "array C, index j + 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array C, index i + 1", "array C, index j + 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array A_pack, index (i + 1 - i_o) // 6", "array C, index i", "array C, index j + 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array B_pack, index (j - j_o) % 16", "array B_pack, index (j - j_o) % 16", "array B_pack, index (j - j_o) % 16", "array B_pack, index (j - j_o) % 16", "array B_pack, index (j - j_o) % 16", "array B_pack, index (j - j_o) % 16", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) % 16", "array C, index i + 5", "array C, index j", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array C, index i", "array C, index j", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o"};
static const int lc_site_axis[] = {0, 1, 0, 0, 1, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 1, 0, 1, 2, 0, 1, 2, 0, 1, 0, 1, 0, 1, 2, 0, 0, 1, 0, 1, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 1};
static const char lc_site_hoisted[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static int lc_oob_fail(lc_result* r, int site, int64_t value, int64_t extent) {
    snprintf(r->err_buf, sizeof r->err_buf,
             "index %lld is out of bounds for axis %d with size %lld (%s%s)", (long long)value,
             lc_site_axis[site], (long long)extent, lc_site_text[site],
             lc_site_hoisted[site] ? "; checked before the loop ran, nothing was written" : "");
    r->err_kind = 1; r->err_msg = r->err_buf; r->err_site = site;
    return -1;
}

static int lc_kernel(double v_alpha, double v_beta, double* a_C, int64_t a_C_n0, int64_t a_C_n1, double* a_A, int64_t a_A_n0, int64_t a_A_n1, double* a_B, int64_t a_B_n0, int64_t a_B_n1, lc_result* lc_res) {
    int lc_status = 0;
    lc_oob_t lc_oob = {-1, 0, 0};
    lc_buf* a_C_buf = NULL;
    int64_t a_C_s0 = a_C_n1;
    lc_buf* a_A_buf = NULL;
    int64_t a_A_s0 = a_A_n1;
    lc_buf* a_B_buf = NULL;
    int64_t a_B_s0 = a_B_n1;
    double v_a = 0;
    int64_t v_ni = 0;
    int64_t v_nj = 0;
    int64_t v_nk = 0;
    double* a_C_matmul = NULL; lc_buf* a_C_matmul_buf = NULL;
    int64_t a_C_matmul_n0 = 0, a_C_matmul_n1 = 0;
    int64_t a_C_matmul_s0 = 0;
    double* a_B_pack = NULL; lc_buf* a_B_pack_buf = NULL;
    int64_t a_B_pack_n0 = 0, a_B_pack_n1 = 0, a_B_pack_n2 = 0;
    int64_t a_B_pack_s0 = 0, a_B_pack_s1 = 0;
    int64_t v_B_pack_n0 = 0;
    int64_t v_B_pack_n1 = 0;
    double* a_A_pack = NULL; lc_buf* a_A_pack_buf = NULL;
    int64_t a_A_pack_n0 = 0, a_A_pack_n1 = 0, a_A_pack_n2 = 0;
    int64_t a_A_pack_s0 = 0, a_A_pack_s1 = 0;
    int64_t v_A_pack_n0 = 0;
    int64_t v_A_pack_n1 = 0;
    double v_C_s = 0;
    double v_C_s_2 = 0;
    double v_C_s_3 = 0;
    double v_C_s_4 = 0;
    double v_C_s_5 = 0;
    double v_C_s_6 = 0;
    double v_C_s_7 = 0;
    double v_C_s_8 = 0;
    double v_C_s_9 = 0;
    double v_C_s_10 = 0;
    double v_C_s_11 = 0;
    double v_C_s_12 = 0;
    double v_C_s_13 = 0;
    double v_C_s_14 = 0;
    double v_C_s_15 = 0;
    double v_C_s_16 = 0;
    double v_C_s_17 = 0;
    double v_C_s_18 = 0;
    double v_C_s_19 = 0;
    double v_C_s_20 = 0;
    double v_C_s_21 = 0;
    double v_C_s_22 = 0;
    double v_C_s_23 = 0;
    double v_C_s_24 = 0;
    double v_C_s_25 = 0;
    double v_C_s_26 = 0;
    double v_C_s_27 = 0;
    double v_C_s_28 = 0;
    double v_C_s_29 = 0;
    double v_C_s_30 = 0;
    double v_C_s_31 = 0;
    double v_C_s_32 = 0;
    double v_C_s_33 = 0;
    double v_C_s_34 = 0;
    double v_C_s_35 = 0;
    double v_C_s_36 = 0;
    double v_C_s_37 = 0;
    double v_C_s_38 = 0;
    double v_C_s_39 = 0;
    double v_C_s_40 = 0;
    double v_C_s_41 = 0;
    double v_C_s_42 = 0;
    double v_C_s_43 = 0;
    double v_C_s_44 = 0;
    double v_C_s_45 = 0;
    double v_C_s_46 = 0;
    double v_C_s_47 = 0;
    double v_C_s_48 = 0;
    double v_C_s_49 = 0;
    double v_C_s_50 = 0;
    double v_C_s_51 = 0;
    double v_C_s_52 = 0;
    double v_C_s_53 = 0;
    double v_C_s_54 = 0;
    double v_C_s_55 = 0;
    double v_C_s_56 = 0;
    double v_C_s_57 = 0;
    double v_C_s_58 = 0;
    double v_C_s_59 = 0;
    double v_C_s_60 = 0;
    double v_C_s_61 = 0;
    double v_C_s_62 = 0;
    double v_C_s_63 = 0;
    double v_C_s_64 = 0;
    double v_C_s_65 = 0;
    double v_C_s_66 = 0;
    double v_C_s_67 = 0;
    double v_C_s_68 = 0;
    double v_C_s_69 = 0;
    double v_C_s_70 = 0;
    double v_C_s_71 = 0;
    double v_C_s_72 = 0;
    double v_C_s_73 = 0;
    double v_C_s_74 = 0;
    double v_C_s_75 = 0;
    double v_C_s_76 = 0;
    double v_C_s_77 = 0;
    double v_C_s_78 = 0;
    double v_C_s_79 = 0;
    double v_C_s_80 = 0;
    double v_C_s_81 = 0;
    double v_C_s_82 = 0;
    double v_C_s_83 = 0;
    double v_C_s_84 = 0;
    double v_C_s_85 = 0;
    double v_C_s_86 = 0;
    double v_C_s_87 = 0;
    double v_C_s_88 = 0;
    double v_C_s_89 = 0;
    double v_C_s_90 = 0;
    double v_C_s_91 = 0;
    double v_C_s_92 = 0;
    double v_C_s_93 = 0;
    double v_C_s_94 = 0;
    double v_C_s_95 = 0;
    double v_C_s_96 = 0;
    double v_C_s_97 = 0;
    double v_C_s_98 = 0;
    double v_C_s_99 = 0;
    double v_C_s_100 = 0;
    double v_C_s_101 = 0;
    double v_C_s_102 = 0;
    double v_C_s_103 = 0;
    double v_C_s_104 = 0;
    double v_C_s_105 = 0;
    double v_C_s_106 = 0;
    double v_C_s_107 = 0;
    double v_C_s_108 = 0;
    double v_C_s_109 = 0;
    double v_C_s_110 = 0;
    double v_C_s_111 = 0;
    double v_C_s_112 = 0;
    double v_C_s_113 = 0;
    double v_C_s_114 = 0;
    double v_C_s_115 = 0;
    double v_C_s_116 = 0;
    double v_C_s_117 = 0;
    double v_C_s_118 = 0;
    double v_C_s_119 = 0;
    double v_C_s_120 = 0;
    double v_C_s_121 = 0;
    double v_C_s_122 = 0;
    double v_C_s_123 = 0;
    double v_C_s_124 = 0;
    double v_C_s_125 = 0;
    double v_C_s_126 = 0;
    double v_C_s_127 = 0;
    double v_C_s_128 = 0;
    double v_C_s_129 = 0;
    double v_C_s_130 = 0;
    double v_C_s_131 = 0;
    double v_C_s_132 = 0;
    double v_C_s_133 = 0;
    double v_C_s_134 = 0;
    double v_C_s_135 = 0;
    double v_C_s_136 = 0;
    double v_C_s_137 = 0;
    double v_C_s_138 = 0;
    double v_C_s_139 = 0;
    double v_C_s_140 = 0;
    double v_C_s_141 = 0;
    double v_C_s_142 = 0;
    double v_C_s_143 = 0;
    double v_C_s_144 = 0;
    double v_C_s_145 = 0;
    double v_C_s_146 = 0;
    double v_C_s_147 = 0;
    double v_C_s_148 = 0;
    double v_C_s_149 = 0;
    double v_C_s_150 = 0;
    double v_C_s_151 = 0;
    double* a_C_flat = NULL; lc_buf* a_C_flat_buf = NULL;
    int64_t a_C_flat_n0 = 0;
    double* a_C_flat_2 = NULL; lc_buf* a_C_flat_2_buf = NULL;
    int64_t a_C_flat_2_n0 = 0;
    double* a_C_matmul_flat = NULL; lc_buf* a_C_matmul_flat_buf = NULL;
    int64_t a_C_matmul_flat_n0 = 0;
    v_ni = a_A_n0;
    v_nk = a_A_n1;
    v_nj = a_B_n1;
    if (((a_C_n0 == a_A_n0) & (a_C_n1 == a_B_n1))) {
        double* lc_p1 = a_C + 0;
        int64_t lc_n2 = (a_C_n0 * a_C_n1);
        int64_t lc_s3 = 1LL;
        lc_retain(a_C_buf); lc_release(a_C_flat_buf); a_C_flat_buf = a_C_buf; a_C_flat = lc_p1;
        a_C_flat_n0 = lc_n2;
        { /* loop i */
            const int64_t lc_stop4 = a_C_flat_n0;
            if (lc_nthreads > 1 && ((lc_stop4 - (0LL)) * (1)) >= 100000) {
                #pragma omp parallel for simd schedule(static) num_threads(lc_nthreads)
                for (int64_t v_i_j = 0LL; v_i_j < lc_stop4; v_i_j++) {
                    a_C_flat[(v_i_j)] *= v_beta;
                }
            } else {
                #pragma omp simd
                for (int64_t v_i_j = 0LL; v_i_j < lc_stop4; v_i_j++) {
                    a_C_flat[(v_i_j)] *= v_beta;
                }
            }
        }
    } else {
        if (((0LL <= (-1LL + a_B_n1)) & (0LL <= (-1LL + a_A_n0)))) {
            if (__builtin_expect(((-1LL + a_A_n0)) >= (a_C_n0), 0)) {
                lc_status = lc_oob_fail(lc_res, 0, (-1LL + a_A_n0), a_C_n0); goto lc_exit;
            }
            if (__builtin_expect(((-1LL + a_B_n1)) >= (a_C_n1), 0)) {
                lc_status = lc_oob_fail(lc_res, 1, (-1LL + a_B_n1), a_C_n1); goto lc_exit;
            }
        }
        { /* loop i_unflat */
            const int64_t lc_stop5 = a_A_n0;
            if (lc_nthreads > 1 && ((lc_stop5 - (0LL)) * (((a_B_n1) - (0LL)) * (1))) >= 100000) {
                #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
                for (int64_t v_i = 0LL; v_i < lc_stop5; v_i++) {
                    { /* loop j_unflat */
                        const int64_t lc_stop6 = a_B_n1;
                        #pragma omp simd
                        for (int64_t v_j = 0LL; v_j < lc_stop6; v_j++) {
                            a_C[(v_i) * a_C_s0 + (v_j)] *= v_beta;
                        }
                    }
                }
            } else {
                for (int64_t v_i = 0LL; v_i < lc_stop5; v_i++) {
                    { /* loop j_unflat */
                        const int64_t lc_stop7 = a_B_n1;
                        #pragma omp simd
                        for (int64_t v_j = 0LL; v_j < lc_stop7; v_j++) {
                            a_C[(v_i) * a_C_s0 + (v_j)] *= v_beta;
                        }
                    }
                }
            }
        }
    }
    lc_release(a_C_flat_buf); a_C_flat_buf = NULL;
    if ((a_A_n1 == a_B_n0)) {
        int64_t lc_n8 = a_A_n0; if (lc_n8 < 0) lc_n8 = 0;
        int64_t lc_n9 = a_B_n1; if (lc_n9 < 0) lc_n9 = 0;
        lc_buf* lc_buf10 = lc_alloc((size_t)(lc_n8 * lc_n9) * sizeof(double));
        if (!lc_buf10) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
        lc_release(a_C_matmul_buf); a_C_matmul_buf = lc_buf10; a_C_matmul = (double*)LC_DATA(lc_buf10);
        a_C_matmul_n0 = lc_n8;
        a_C_matmul_n1 = lc_n9;
        a_C_matmul_s0 = lc_n9;
        if (lc_mk_gemm_avx512_f64(a_C_matmul_n0, a_C_matmul_n1, a_A_n1, 1.0, a_A, a_A_s0, 1, a_B, a_B_s0, 1, 0.0, a_C_matmul, a_C_matmul_s0, 1, NULL, 0, 0, 0.0, 0.0, 60, 256, 8192, lc_nthreads, NULL)) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
        if (((((a_C_n0 == a_A_n0) & (a_C_n1 == a_B_n1)) & (a_C_matmul_n0 == a_A_n0)) & (a_C_matmul_n1 == a_B_n1))) {
            double* lc_p11 = a_C + 0;
            int64_t lc_n12 = (a_C_n0 * a_C_n1);
            int64_t lc_s13 = 1LL;
            lc_retain(a_C_buf); lc_release(a_C_flat_2_buf); a_C_flat_2_buf = a_C_buf; a_C_flat_2 = lc_p11;
            a_C_flat_2_n0 = lc_n12;
            double* lc_p14 = a_C_matmul + 0;
            int64_t lc_n15 = (a_C_matmul_n0 * a_C_matmul_n1);
            int64_t lc_s16 = 1LL;
            lc_retain(a_C_matmul_buf); lc_release(a_C_matmul_flat_buf); a_C_matmul_flat_buf = a_C_matmul_buf; a_C_matmul_flat = lc_p14;
            a_C_matmul_flat_n0 = lc_n15;
            if (__builtin_expect(((0LL <= (-1LL + a_C_flat_2_n0))) && (((-1LL + a_C_flat_2_n0)) >= (a_C_matmul_flat_n0)), 0)) {
                lc_status = lc_oob_fail(lc_res, 2, (-1LL + a_C_flat_2_n0), a_C_matmul_flat_n0); goto lc_exit;
            }
            { /* loop C_add_i */
                const int64_t lc_stop17 = a_C_flat_2_n0;
                if (lc_nthreads > 1 && ((lc_stop17 - (0LL)) * (1)) >= 100000) {
                    #pragma omp parallel for simd schedule(static) num_threads(lc_nthreads)
                    for (int64_t v__C_add_i__C_add_j = 0LL; v__C_add_i__C_add_j < lc_stop17; v__C_add_i__C_add_j++) {
                        a_C_flat_2[(v__C_add_i__C_add_j)] += (v_alpha * a_C_matmul_flat[(v__C_add_i__C_add_j)]);
                    }
                } else {
                    #pragma omp simd
                    for (int64_t v__C_add_i__C_add_j = 0LL; v__C_add_i__C_add_j < lc_stop17; v__C_add_i__C_add_j++) {
                        a_C_flat_2[(v__C_add_i__C_add_j)] += (v_alpha * a_C_matmul_flat[(v__C_add_i__C_add_j)]);
                    }
                }
            }
        } else {
            if (((0LL <= (-1LL + a_B_n1)) & (0LL <= (-1LL + a_A_n0)))) {
                if (__builtin_expect(((-1LL + a_A_n0)) >= (a_C_n0), 0)) {
                    lc_status = lc_oob_fail(lc_res, 3, (-1LL + a_A_n0), a_C_n0); goto lc_exit;
                }
                if (__builtin_expect(((-1LL + a_B_n1)) >= (a_C_n1), 0)) {
                    lc_status = lc_oob_fail(lc_res, 4, (-1LL + a_B_n1), a_C_n1); goto lc_exit;
                }
                if (__builtin_expect(((-1LL + a_A_n0)) >= (a_C_matmul_n0), 0)) {
                    lc_status = lc_oob_fail(lc_res, 5, (-1LL + a_A_n0), a_C_matmul_n0); goto lc_exit;
                }
                if (__builtin_expect(((-1LL + a_B_n1)) >= (a_C_matmul_n1), 0)) {
                    lc_status = lc_oob_fail(lc_res, 6, (-1LL + a_B_n1), a_C_matmul_n1); goto lc_exit;
                }
            }
            { /* loop C_add_i_unflat */
                const int64_t lc_stop18 = a_A_n0;
                if (lc_nthreads > 1 && ((lc_stop18 - (0LL)) * (((a_B_n1) - (0LL)) * (1))) >= 100000) {
                    #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
                    for (int64_t v__C_add_i = 0LL; v__C_add_i < lc_stop18; v__C_add_i++) {
                        { /* loop C_add_j_unflat */
                            const int64_t lc_stop19 = a_B_n1;
                            #pragma omp simd
                            for (int64_t v__C_add_j = 0LL; v__C_add_j < lc_stop19; v__C_add_j++) {
                                a_C[(v__C_add_i) * a_C_s0 + (v__C_add_j)] += (v_alpha * a_C_matmul[(v__C_add_i) * a_C_matmul_s0 + (v__C_add_j)]);
                            }
                        }
                    }
                } else {
                    for (int64_t v__C_add_i = 0LL; v__C_add_i < lc_stop18; v__C_add_i++) {
                        { /* loop C_add_j_unflat */
                            const int64_t lc_stop20 = a_B_n1;
                            #pragma omp simd
                            for (int64_t v__C_add_j = 0LL; v__C_add_j < lc_stop20; v__C_add_j++) {
                                a_C[(v__C_add_i) * a_C_s0 + (v__C_add_j)] += (v_alpha * a_C_matmul[(v__C_add_i) * a_C_matmul_s0 + (v__C_add_j)]);
                            }
                        }
                    }
                }
            }
        }
    } else {
        { /* loop j_2_o */
            const int64_t lc_stop21 = a_B_n1;
            for (int64_t v_j_o = 0LL; v_j_o < lc_stop21; v_j_o += 2048LL) {
                { /* loop k_o */
                    const int64_t lc_stop22 = a_A_n1;
                    for (int64_t v_k_o = 0LL; v_k_o < lc_stop22; v_k_o += 256LL) {
                        v_B_pack_n0 = lc_max_i64((lc_min_i64(lc_min_i64((v_k_o + 256LL), a_A_n1), a_B_n0) - v_k_o), 0LL);
                        v_B_pack_n1 = lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL);
                        int64_t lc_n23 = lc_floordiv_i64((v_B_pack_n1 + 15LL), 16LL); if (lc_n23 < 0) lc_n23 = 0;
                        int64_t lc_n24 = v_B_pack_n0; if (lc_n24 < 0) lc_n24 = 0;
                        int64_t lc_n25 = 16LL; if (lc_n25 < 0) lc_n25 = 0;
                        lc_buf* lc_buf26 = lc_alloc((size_t)(lc_n23 * lc_n24 * lc_n25) * sizeof(double));
                        if (!lc_buf26) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
                        lc_release(a_B_pack_buf); a_B_pack_buf = lc_buf26; a_B_pack = (double*)LC_DATA(lc_buf26);
                        a_B_pack_n0 = lc_n23;
                        a_B_pack_n1 = lc_n24;
                        a_B_pack_n2 = lc_n25;
                        a_B_pack_s0 = lc_n24 * lc_n25;
                        a_B_pack_s1 = lc_n25;
                        { /* loop B_pack_p */
                            const int64_t lc_stop27 = lc_floordiv_i64((v_B_pack_n1 + 15LL), 16LL);
                            for (int64_t v_B_pack_p = 0LL; v_B_pack_p < lc_stop27; v_B_pack_p++) {
                                if ((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL)))) & (0LL <= (-1LL + ((int64_t)v_B_pack_n0))))) {
                                    if (__builtin_expect(((0LL + ((int64_t)v_B_pack_p))) < 0 || ((0LL + ((int64_t)v_B_pack_p))) >= (a_B_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 7, (((0LL + ((int64_t)v_B_pack_p))) < 0 ? ((0LL + ((int64_t)v_B_pack_p))) : ((0LL + ((int64_t)v_B_pack_p)))), a_B_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect(((-1LL + ((int64_t)v_B_pack_n0))) >= (a_B_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 8, (-1LL + ((int64_t)v_B_pack_n0)), a_B_pack_n1); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + 0LL)) < 0 || ((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL)))) >= (a_B_pack_n2), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 9, (((0LL + 0LL)) < 0 ? ((0LL + 0LL)) : ((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL))))), a_B_pack_n2); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + ((int64_t)v_k_o))) < 0 || (((-1LL + ((int64_t)v_B_pack_n0)) + ((int64_t)v_k_o))) >= (a_B_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 10, (((0LL + ((int64_t)v_k_o))) < 0 ? ((0LL + ((int64_t)v_k_o))) : (((-1LL + ((int64_t)v_B_pack_n0)) + ((int64_t)v_k_o)))), a_B_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect(((((0LL + 0LL) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o))) < 0 || ((((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL))) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o))) >= (a_B_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 11, (((((0LL + 0LL) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o))) < 0 ? ((((0LL + 0LL) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o))) : ((((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL))) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o)))), a_B_n1); goto lc_exit;
                                    }
                                }
                                { /* loop B_pack_0 */
                                    const int64_t lc_stop28 = v_B_pack_n0;
                                    for (int64_t v_B_pack_0 = 0LL; v_B_pack_0 < lc_stop28; v_B_pack_0++) {
                                        { /* loop B_pack_r */
                                            const int64_t lc_stop29 = lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL)));
                                            for (int64_t v_B_pack_r = 0LL; v_B_pack_r < lc_stop29; v_B_pack_r++) {
                                                a_B_pack[(v_B_pack_p) * a_B_pack_s0 + (v_B_pack_0) * a_B_pack_s1 + (v_B_pack_r)] = a_B[((v_k_o + v_B_pack_0)) * a_B_s0 + ((v_j_o + ((v_B_pack_p * 16LL) + v_B_pack_r)))];
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        { /* loop i_2_o */
                            const int64_t lc_stop30 = a_A_n0;
                            for (int64_t v_i_o = 0LL; v_i_o < lc_stop30; v_i_o += 384LL) {
                                v_A_pack_n0 = lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL);
                                v_A_pack_n1 = lc_max_i64((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o), 0LL);
                                int64_t lc_n31 = lc_floordiv_i64((v_A_pack_n0 + 5LL), 6LL); if (lc_n31 < 0) lc_n31 = 0;
                                int64_t lc_n32 = v_A_pack_n1; if (lc_n32 < 0) lc_n32 = 0;
                                int64_t lc_n33 = 6LL; if (lc_n33 < 0) lc_n33 = 0;
                                lc_buf* lc_buf34 = lc_alloc((size_t)(lc_n31 * lc_n32 * lc_n33) * sizeof(double));
                                if (!lc_buf34) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
                                lc_release(a_A_pack_buf); a_A_pack_buf = lc_buf34; a_A_pack = (double*)LC_DATA(lc_buf34);
                                a_A_pack_n0 = lc_n31;
                                a_A_pack_n1 = lc_n32;
                                a_A_pack_n2 = lc_n33;
                                a_A_pack_s0 = lc_n32 * lc_n33;
                                a_A_pack_s1 = lc_n33;
                                { /* loop A_pack_p */
                                    const int64_t lc_stop35 = lc_floordiv_i64((v_A_pack_n0 + 5LL), 6LL);
                                    for (int64_t v_A_pack_p = 0LL; v_A_pack_p < lc_stop35; v_A_pack_p++) {
                                        if ((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL)))) & (0LL <= (-1LL + ((int64_t)v_A_pack_n1))))) {
                                            if (__builtin_expect(((0LL + ((int64_t)v_A_pack_p))) < 0 || ((0LL + ((int64_t)v_A_pack_p))) >= (a_A_pack_n0), 0)) {
                                                lc_status = lc_oob_fail(lc_res, 12, (((0LL + ((int64_t)v_A_pack_p))) < 0 ? ((0LL + ((int64_t)v_A_pack_p))) : ((0LL + ((int64_t)v_A_pack_p)))), a_A_pack_n0); goto lc_exit;
                                            }
                                            if (__builtin_expect(((-1LL + ((int64_t)v_A_pack_n1))) >= (a_A_pack_n1), 0)) {
                                                lc_status = lc_oob_fail(lc_res, 13, (-1LL + ((int64_t)v_A_pack_n1)), a_A_pack_n1); goto lc_exit;
                                            }
                                            if (__builtin_expect(((0LL + 0LL)) < 0 || ((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL)))) >= (a_A_pack_n2), 0)) {
                                                lc_status = lc_oob_fail(lc_res, 14, (((0LL + 0LL)) < 0 ? ((0LL + 0LL)) : ((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL))))), a_A_pack_n2); goto lc_exit;
                                            }
                                            if (__builtin_expect(((((0LL + 0LL) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o))) < 0 || ((((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL))) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o))) >= (a_A_n0), 0)) {
                                                lc_status = lc_oob_fail(lc_res, 15, (((((0LL + 0LL) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o))) < 0 ? ((((0LL + 0LL) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o))) : ((((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL))) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o)))), a_A_n0); goto lc_exit;
                                            }
                                            if (__builtin_expect(((0LL + ((int64_t)v_k_o))) < 0 || (((-1LL + ((int64_t)v_A_pack_n1)) + ((int64_t)v_k_o))) >= (a_A_n1), 0)) {
                                                lc_status = lc_oob_fail(lc_res, 16, (((0LL + ((int64_t)v_k_o))) < 0 ? ((0LL + ((int64_t)v_k_o))) : (((-1LL + ((int64_t)v_A_pack_n1)) + ((int64_t)v_k_o)))), a_A_n1); goto lc_exit;
                                            }
                                        }
                                        { /* loop A_pack_1 */
                                            const int64_t lc_stop36 = v_A_pack_n1;
                                            for (int64_t v_A_pack_1 = 0LL; v_A_pack_1 < lc_stop36; v_A_pack_1++) {
                                                { /* loop A_pack_r */
                                                    const int64_t lc_stop37 = lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL)));
                                                    for (int64_t v_A_pack_r = 0LL; v_A_pack_r < lc_stop37; v_A_pack_r++) {
                                                        a_A_pack[(v_A_pack_p) * a_A_pack_s0 + (v_A_pack_1) * a_A_pack_s1 + (v_A_pack_r)] = a_A[((v_i_o + ((v_A_pack_p * 6LL) + v_A_pack_r))) * a_A_s0 + ((v_k_o + v_A_pack_1))];
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) {
                                    if (__builtin_expect(((0LL + v_i_o)) < 0 || ((5LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) >= (a_C_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 65, (((0LL + v_i_o)) < 0 ? ((0LL + v_i_o)) : ((5LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))), a_C_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + v_j_o)) < 0 || ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL)))) >= (a_C_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 66, (((0LL + v_j_o)) < 0 ? ((0LL + v_j_o)) : ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))), a_C_n1); goto lc_exit;
                                    }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) {
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 67, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 68, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                    }
                                    if (__builtin_expect((5LL) >= (a_A_pack_n2), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 69, 5LL, a_A_pack_n2); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 70, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 71, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                    }
                                    if (__builtin_expect((15LL) >= (a_B_pack_n2), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 72, 15LL, a_B_pack_n2); goto lc_exit;
                                    }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL)))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) {
                                    if (__builtin_expect(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) < 0 || ((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL)))) >= (a_C_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 73, (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) < 0 ? ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) : ((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))))), a_C_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + v_j_o)) < 0 || ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL)))) >= (a_C_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 74, (((0LL + v_j_o)) < 0 ? ((0LL + v_j_o)) : ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))), a_C_n1); goto lc_exit;
                                    }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) {
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 75, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 76, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 77, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 78, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                    }
                                    if (__builtin_expect((15LL) >= (a_B_pack_n2), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 79, 15LL, a_B_pack_n2); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 80, (((0LL + lc_min_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                    }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) <= (0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL)))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) {
                                    if (__builtin_expect(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)))) < 0 || ((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL)))) >= (a_C_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 81, (((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)))) < 0 ? ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)))) : ((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))))), a_C_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + v_j_o)) < 0 || ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL)))) >= (a_C_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 82, (((0LL + v_j_o)) < 0 ? ((0LL + v_j_o)) : ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))), a_C_n1); goto lc_exit;
                                    }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) <= (0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) {
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 83, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 84, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 85, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 86, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                    }
                                    if (__builtin_expect((15LL) >= (a_B_pack_n2), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 87, 15LL, a_B_pack_n2); goto lc_exit;
                                    }
                                }
                                { /* loop j_2 */
                                    const int64_t lc_stop38 = (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL));
                                    if (lc_nthreads > 1 && (((lc_stop38 - (v_j_o)) / 16) * (((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - (v_i_o)) / 6) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (96) + 192) + (((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) / 2) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (32) + 64) + ((lc_min_i64((v_i_o + 384LL), a_A_n0)) - (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)))) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (16) + 32))) >= 100000) {
                                        #pragma omp parallel for schedule(static) num_threads(lc_nthreads) private(v_C_s, v_C_s_10, v_C_s_100, v_C_s_101, v_C_s_102, v_C_s_103, v_C_s_104, v_C_s_105, v_C_s_106, v_C_s_107, v_C_s_108, v_C_s_109, v_C_s_11, v_C_s_110, v_C_s_111, v_C_s_112, v_C_s_113, v_C_s_114, v_C_s_115, v_C_s_116, v_C_s_117, v_C_s_118, v_C_s_119, v_C_s_12, v_C_s_120, v_C_s_121, v_C_s_122, v_C_s_123, v_C_s_124, v_C_s_125, v_C_s_126, v_C_s_127, v_C_s_128, v_C_s_129, v_C_s_13, v_C_s_130, v_C_s_131, v_C_s_132, v_C_s_133, v_C_s_134, v_C_s_135, v_C_s_136, v_C_s_137, v_C_s_138, v_C_s_139, v_C_s_14, v_C_s_140, v_C_s_141, v_C_s_142, v_C_s_143, v_C_s_144, v_C_s_15, v_C_s_16, v_C_s_17, v_C_s_18, v_C_s_19, v_C_s_2, v_C_s_20, v_C_s_21, v_C_s_22, v_C_s_23, v_C_s_24, v_C_s_25, v_C_s_26, v_C_s_27, v_C_s_28, v_C_s_29, v_C_s_3, v_C_s_30, v_C_s_31, v_C_s_32, v_C_s_33, v_C_s_34, v_C_s_35, v_C_s_36, v_C_s_37, v_C_s_38, v_C_s_39, v_C_s_4, v_C_s_40, v_C_s_41, v_C_s_42, v_C_s_43, v_C_s_44, v_C_s_45, v_C_s_46, v_C_s_47, v_C_s_48, v_C_s_49, v_C_s_5, v_C_s_50, v_C_s_51, v_C_s_52, v_C_s_53, v_C_s_54, v_C_s_55, v_C_s_56, v_C_s_57, v_C_s_58, v_C_s_59, v_C_s_6, v_C_s_60, v_C_s_61, v_C_s_62, v_C_s_63, v_C_s_64, v_C_s_65, v_C_s_66, v_C_s_67, v_C_s_68, v_C_s_69, v_C_s_7, v_C_s_70, v_C_s_71, v_C_s_72, v_C_s_73, v_C_s_74, v_C_s_75, v_C_s_76, v_C_s_77, v_C_s_78, v_C_s_79, v_C_s_8, v_C_s_80, v_C_s_81, v_C_s_82, v_C_s_83, v_C_s_84, v_C_s_85, v_C_s_86, v_C_s_87, v_C_s_88, v_C_s_89, v_C_s_9, v_C_s_90, v_C_s_91, v_C_s_92, v_C_s_93, v_C_s_94, v_C_s_95, v_C_s_96, v_C_s_97, v_C_s_98, v_C_s_99)
                                        for (int64_t v_j = v_j_o; v_j < lc_stop38; v_j += 16LL) {
                                            { /* loop i_2 */
                                                const int64_t lc_stop39 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                                for (int64_t v_i = v_i_o; v_i < lc_stop39; v_i += 6LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_2 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_3 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_4 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_5 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_6 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_7 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_8 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_9 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_10 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_11 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_12 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_13 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_14 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_15 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_16 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_17 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_18 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_19 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_20 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_21 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_22 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_23 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_24 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_25 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_26 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_27 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_28 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_29 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_30 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_31 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_32 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_33 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_34 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_35 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_36 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_37 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_38 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_39 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_40 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_41 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_42 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_43 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_44 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_45 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_46 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_47 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_48 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_49 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_50 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_51 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_52 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_53 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_54 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_55 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_56 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_57 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_58 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_59 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_60 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_61 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_62 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_63 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_64 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_65 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_66 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_67 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_68 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_69 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_70 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_71 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_72 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_73 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_74 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_75 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_76 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_77 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_78 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_79 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_80 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_81 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_82 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_83 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_84 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_85 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_86 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_87 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_88 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_89 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_90 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_91 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_92 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_93 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_94 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_95 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_96 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k */
                                                            const int64_t lc_stop40 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop40; v_k++) {
                                                                v_C_s += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_2 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_3 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_4 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_5 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_6 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_7 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_8 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_9 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_10 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_11 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_12 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_13 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_14 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_15 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_16 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_17 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_18 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_19 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_20 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_21 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_22 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_23 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_24 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_25 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_26 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_27 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_28 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_29 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_30 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_31 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_32 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_33 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_34 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_35 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_36 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_37 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_38 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_39 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_40 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_41 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_42 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_43 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_44 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_45 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_46 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_47 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_48 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_49 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_50 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_51 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_52 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_53 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_54 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_55 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_56 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_57 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_58 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_59 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_60 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_61 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_62 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_63 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_64 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_65 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_66 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_67 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_68 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_69 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_70 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_71 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_72 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_73 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_74 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_75 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_76 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_77 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_78 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_79 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_80 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_81 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_82 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_83 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_84 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_85 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_86 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_87 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_88 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_89 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_90 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_91 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_92 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_93 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_94 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_95 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_96 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_2;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_3;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_4;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_5;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_6;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_7;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_8;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_9;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_10;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_11;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_12;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_13;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_14;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_15;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_16;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_17;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_18;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_19;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_20;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_21;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_22;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_23;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_24;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_25;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_26;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_27;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_28;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_29;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_30;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_31;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_32;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + (v_j)] = v_C_s_33;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_34;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_35;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_36;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_37;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_38;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_39;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_40;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_41;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_42;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_43;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_44;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_45;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_46;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_47;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_48;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + (v_j)] = v_C_s_49;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_50;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_51;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_52;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_53;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_54;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_55;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_56;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_57;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_58;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_59;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_60;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_61;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_62;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_63;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_64;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + (v_j)] = v_C_s_65;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_66;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_67;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_68;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_69;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_70;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_71;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_72;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_73;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_74;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_75;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_76;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_77;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_78;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_79;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_80;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + (v_j)] = v_C_s_81;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_82;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_83;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_84;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_85;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_86;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_87;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_88;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_89;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_90;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_91;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_92;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_93;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_94;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_95;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_96;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_2 */
                                                const int64_t lc_stop41 = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL));
                                                for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop41; v_i += 2LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_97 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_98 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_99 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_100 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_101 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_102 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_103 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_104 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_105 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_106 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_107 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_108 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_109 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_110 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_111 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_112 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_113 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_114 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_115 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_116 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_117 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_118 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_119 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_120 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_121 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_122 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_123 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_124 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_125 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_126 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_127 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_128 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k_rem_2 */
                                                            const int64_t lc_stop42 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop42; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 17, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_97 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 18, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_98 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 19, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_99 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 20, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_100 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 21, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_101 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 22, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_102 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 23, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_103 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 24, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_104 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 25, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_105 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 26, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_106 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 27, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_107 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 28, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_108 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 29, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_109 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 30, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_110 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 31, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_111 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 32, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_112 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 33, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_113 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 34, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_114 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 35, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_115 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 36, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_116 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 37, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_117 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 38, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_118 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 39, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_119 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 40, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_120 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 41, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_121 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 42, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_122 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 43, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_123 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 44, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_124 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 45, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_125 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 46, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_126 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 47, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_127 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 48, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_128 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_97;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_98;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_99;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_100;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_101;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_102;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_103;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_104;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_105;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_106;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_107;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_108;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_109;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_110;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_111;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_112;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_113;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_114;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_115;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_116;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_117;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_118;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_119;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_120;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_121;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_122;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_123;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_124;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_125;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_126;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_127;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_128;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_2_rem */
                                                const int64_t lc_stop43 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                                for (int64_t v_i = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)); v_i < lc_stop43; v_i++) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_129 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_130 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_131 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_132 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_133 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_134 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_135 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_136 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_137 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_138 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_139 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_140 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_141 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_142 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_143 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_144 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k_rem_2_rem */
                                                            const int64_t lc_stop44 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop44; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 49, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_129 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 50, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_130 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 51, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_131 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 52, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_132 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 53, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_133 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 54, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_134 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 55, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_135 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 56, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_136 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 57, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_137 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 58, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_138 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 59, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_139 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 60, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_140 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 61, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_141 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 62, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_142 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 63, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_143 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 64, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_144 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_129;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_130;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_131;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_132;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_133;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_134;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_135;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_136;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_137;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_138;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_139;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_140;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_141;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_142;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_143;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_144;
                                                    }
                                                }
                                            }
                                        }
                                    } else {
                                        for (int64_t v_j = v_j_o; v_j < lc_stop38; v_j += 16LL) {
                                            { /* loop i_2 */
                                                const int64_t lc_stop45 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                                for (int64_t v_i = v_i_o; v_i < lc_stop45; v_i += 6LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_2 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_3 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_4 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_5 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_6 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_7 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_8 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_9 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_10 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_11 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_12 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_13 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_14 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_15 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_16 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_17 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_18 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_19 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_20 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_21 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_22 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_23 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_24 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_25 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_26 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_27 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_28 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_29 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_30 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_31 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_32 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_33 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_34 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_35 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_36 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_37 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_38 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_39 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_40 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_41 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_42 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_43 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_44 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_45 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_46 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_47 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_48 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_49 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_50 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_51 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_52 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_53 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_54 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_55 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_56 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_57 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_58 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_59 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_60 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_61 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_62 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_63 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_64 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_65 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_66 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_67 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_68 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_69 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_70 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_71 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_72 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_73 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_74 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_75 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_76 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_77 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_78 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_79 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_80 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_81 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_82 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_83 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_84 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_85 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_86 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_87 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_88 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_89 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_90 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_91 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_92 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_93 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_94 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_95 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_96 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k */
                                                            const int64_t lc_stop46 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop46; v_k++) {
                                                                v_C_s += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_2 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_3 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_4 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_5 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_6 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_7 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_8 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_9 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_10 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_11 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_12 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_13 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_14 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_15 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_16 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_17 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_18 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_19 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_20 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_21 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_22 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_23 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_24 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_25 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_26 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_27 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_28 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_29 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_30 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_31 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_32 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_33 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_34 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_35 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_36 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_37 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_38 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_39 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_40 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_41 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_42 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_43 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_44 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_45 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_46 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_47 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_48 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_49 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_50 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_51 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_52 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_53 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_54 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_55 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_56 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_57 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_58 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_59 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_60 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_61 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_62 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_63 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_64 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_65 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_66 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_67 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_68 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_69 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_70 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_71 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_72 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_73 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_74 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_75 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_76 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_77 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_78 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_79 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_80 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_81 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_82 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_83 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_84 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_85 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_86 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_87 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_88 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_89 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_90 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_91 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_92 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_93 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_94 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_95 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_96 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_2;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_3;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_4;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_5;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_6;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_7;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_8;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_9;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_10;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_11;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_12;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_13;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_14;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_15;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_16;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_17;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_18;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_19;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_20;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_21;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_22;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_23;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_24;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_25;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_26;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_27;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_28;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_29;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_30;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_31;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_32;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + (v_j)] = v_C_s_33;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_34;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_35;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_36;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_37;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_38;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_39;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_40;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_41;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_42;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_43;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_44;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_45;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_46;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_47;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_48;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + (v_j)] = v_C_s_49;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_50;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_51;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_52;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_53;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_54;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_55;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_56;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_57;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_58;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_59;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_60;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_61;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_62;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_63;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_64;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + (v_j)] = v_C_s_65;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_66;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_67;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_68;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_69;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_70;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_71;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_72;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_73;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_74;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_75;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_76;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_77;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_78;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_79;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_80;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + (v_j)] = v_C_s_81;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_82;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_83;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_84;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_85;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_86;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_87;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_88;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_89;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_90;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_91;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_92;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_93;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_94;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_95;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_96;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_2 */
                                                const int64_t lc_stop47 = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL));
                                                for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop47; v_i += 2LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_97 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_98 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_99 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_100 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_101 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_102 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_103 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_104 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_105 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_106 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_107 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_108 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_109 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_110 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_111 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_112 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_113 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_114 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_115 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_116 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_117 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_118 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_119 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_120 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_121 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_122 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_123 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_124 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_125 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_126 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_127 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_128 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k_rem_2 */
                                                            const int64_t lc_stop48 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop48; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 17, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_97 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 18, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_98 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 19, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_99 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 20, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_100 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 21, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_101 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 22, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_102 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 23, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_103 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 24, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_104 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 25, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_105 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 26, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_106 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 27, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_107 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 28, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_108 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 29, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_109 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 30, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_110 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 31, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_111 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 32, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_112 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 33, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_113 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 34, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_114 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 35, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_115 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 36, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_116 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 37, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_117 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 38, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_118 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 39, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_119 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 40, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_120 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 41, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_121 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 42, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_122 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 43, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_123 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 44, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_124 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 45, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_125 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 46, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_126 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 47, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_127 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 48, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_128 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_97;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_98;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_99;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_100;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_101;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_102;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_103;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_104;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_105;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_106;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_107;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_108;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_109;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_110;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_111;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_112;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_113;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_114;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_115;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_116;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_117;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_118;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_119;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_120;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_121;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_122;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_123;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_124;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_125;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_126;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_127;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_128;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_2_rem */
                                                const int64_t lc_stop49 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                                for (int64_t v_i = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)); v_i < lc_stop49; v_i++) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_129 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_130 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_131 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_132 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_133 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_134 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_135 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_136 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_137 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_138 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_139 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_140 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_141 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_142 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_143 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_144 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k_rem_2_rem */
                                                            const int64_t lc_stop50 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop50; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 49, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_129 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 50, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_130 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 51, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_131 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 52, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_132 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 53, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_133 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 54, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_134 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 55, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_135 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 56, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_136 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 57, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_137 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 58, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_138 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 59, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_139 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 60, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_140 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 61, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_141 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 62, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_142 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 63, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_143 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 64, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_144 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_129;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_130;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_131;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_132;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_133;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_134;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_135;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_136;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_137;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_138;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_139;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_140;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_141;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_142;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_143;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_144;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    if (lc_oob.site >= 0) { lc_status = lc_oob_fail(lc_res, lc_oob.site, lc_oob.value, lc_oob.extent); goto lc_exit; }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) {
                                    if (__builtin_expect(((0LL + v_i_o)) < 0 || ((5LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) >= (a_C_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 96, (((0LL + v_i_o)) < 0 ? ((0LL + v_i_o)) : ((5LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))), a_C_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) < 0 || ((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL)))) >= (a_C_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 97, (((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) < 0 ? ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) : ((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))), a_C_n1); goto lc_exit;
                                    }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) {
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 98, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 99, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                    }
                                    if (__builtin_expect((5LL) >= (a_A_pack_n2), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 100, 5LL, a_A_pack_n2); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 101, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 102, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                    }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) {
                                    if (__builtin_expect(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) < 0 || ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL)))) >= (a_C_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 103, (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) < 0 ? ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) : ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))))), a_C_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) < 0 || ((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL)))) >= (a_C_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 104, (((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) < 0 ? ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) : ((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))), a_C_n1); goto lc_exit;
                                    }
                                }
                                if (((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) {
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 105, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 106, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                    }
                                    if (__builtin_expect(((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 107, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                    }
                                    if (__builtin_expect((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1), 0)) {
                                        lc_status = lc_oob_fail(lc_res, 108, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                    }
                                }
                                { /* loop j_2_rem */
                                    const int64_t lc_stop51 = lc_min_i64((v_j_o + 2048LL), a_B_n1);
                                    if (lc_nthreads > 1 && ((lc_stop51 - ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) * (((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - (v_i_o)) / 6) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (6) + 12) + ((lc_min_i64((v_i_o + 384LL), a_A_n0)) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (1) + 2))) >= 100000) {
                                        #pragma omp parallel for schedule(static) num_threads(lc_nthreads) private(v_C_s_145, v_C_s_146, v_C_s_147, v_C_s_148, v_C_s_149, v_C_s_150, v_C_s_151)
                                        for (int64_t v_j = (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)); v_j < lc_stop51; v_j++) {
                                            { /* loop i_2_rem */
                                                const int64_t lc_stop52 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                                for (int64_t v_i = v_i_o; v_i < lc_stop52; v_i += 6LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_145 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_146 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_147 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_148 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_149 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_150 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                        { /* loop k_rem */
                                                            const int64_t lc_stop53 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop53; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 88, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_145 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 89, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_146 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 90, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_147 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 91, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_148 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 92, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_149 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 93, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_150 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_145;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_146;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + (v_j)] = v_C_s_147;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + (v_j)] = v_C_s_148;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + (v_j)] = v_C_s_149;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + (v_j)] = v_C_s_150;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_rem */
                                                const int64_t lc_stop54 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                                for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop54; v_i++) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_151 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        { /* loop k_rem_rem */
                                                            const int64_t lc_stop55 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop55; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 94, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 95, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_151 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_151;
                                                    }
                                                }
                                            }
                                        }
                                    } else {
                                        for (int64_t v_j = (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)); v_j < lc_stop51; v_j++) {
                                            { /* loop i_2_rem */
                                                const int64_t lc_stop56 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                                for (int64_t v_i = v_i_o; v_i < lc_stop56; v_i += 6LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_145 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_146 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_147 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_148 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_149 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_150 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                        { /* loop k_rem */
                                                            const int64_t lc_stop57 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop57; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 88, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_145 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 89, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_146 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 90, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_147 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 91, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_148 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 92, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_149 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 93, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_150 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_145;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_146;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + (v_j)] = v_C_s_147;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + (v_j)] = v_C_s_148;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + (v_j)] = v_C_s_149;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + (v_j)] = v_C_s_150;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_rem */
                                                const int64_t lc_stop58 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                                for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop58; v_i++) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_151 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        { /* loop k_rem_rem */
                                                            const int64_t lc_stop59 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop59; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 94, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 95, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_151 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_151;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    if (lc_oob.site >= 0) { lc_status = lc_oob_fail(lc_res, lc_oob.site, lc_oob.value, lc_oob.extent); goto lc_exit; }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
lc_exit:
    lc_release(a_C_buf);
    lc_release(a_A_buf);
    lc_release(a_B_buf);
    lc_release(a_C_matmul_buf);
    lc_release(a_B_pack_buf);
    lc_release(a_A_pack_buf);
    lc_release(a_C_flat_buf);
    lc_release(a_C_flat_2_buf);
    lc_release(a_C_matmul_flat_buf);
    return lc_status;
}

static PyObject* lc_call(long lc_req, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs != 5) Py_RETURN_NOTIMPLEMENTED;
    if (!(PyFloat_CheckExact(args[0]))) Py_RETURN_NOTIMPLEMENTED;
    double sc0 = (double)PyFloat_AS_DOUBLE(args[0]);
    if (!(PyFloat_CheckExact(args[1]))) Py_RETURN_NOTIMPLEMENTED;
    double sc1 = (double)PyFloat_AS_DOUBLE(args[1]);
    if (!PyArray_Check(args[2])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr2 = (PyArrayObject*)args[2];
    if (PyArray_TYPE(arr2) != NPY_FLOAT64 || PyArray_NDIM(arr2) != 2 || !PyArray_IS_C_CONTIGUOUS(arr2)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_ISWRITEABLE(arr2)) { PyErr_SetString(PyExc_ValueError, "assignment destination is read-only (argument C)"); return NULL; }
    if (!PyArray_Check(args[3])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr3 = (PyArrayObject*)args[3];
    if (PyArray_TYPE(arr3) != NPY_FLOAT64 || PyArray_NDIM(arr3) != 2 || !PyArray_IS_C_CONTIGUOUS(arr3)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_Check(args[4])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr4 = (PyArrayObject*)args[4];
    if (PyArray_TYPE(arr4) != NPY_FLOAT64 || PyArray_NDIM(arr4) != 2 || !PyArray_IS_C_CONTIGUOUS(arr4)) Py_RETURN_NOTIMPLEMENTED;
    {
        PyArrayObject* lc_arrs[3] = {arr2, arr3, arr4};
        if (lc_overlap(lc_arrs, 3)) Py_RETURN_NOTIMPLEMENTED;
    }
    lc_result res; res.err_kind = 0; res.err_msg = ""; res.err_site = -1;
    int status;
    lc_begin_call(lc_req);
    Py_BEGIN_ALLOW_THREADS
    status = lc_kernel(sc0, sc1, (double*)PyArray_DATA(arr2), (int64_t)PyArray_DIMS(arr2)[0], (int64_t)PyArray_DIMS(arr2)[1], (double*)PyArray_DATA(arr3), (int64_t)PyArray_DIMS(arr3)[0], (int64_t)PyArray_DIMS(arr3)[1], (double*)PyArray_DATA(arr4), (int64_t)PyArray_DIMS(arr4)[0], (int64_t)PyArray_DIMS(arr4)[1], &res);
    Py_END_ALLOW_THREADS
    if (status != 0) return lc_raise(&res);
    Py_RETURN_NONE;
}

/* run(*args): on set_num_threads' count; run_threads(req, *args): on the count lc_begin_call
   makes of req (the jit dispatcher's entry point, so each jit function has its own count) */
static PyObject* lc_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    return lc_call(lc_default_nthreads, args, nargs);
}
static PyObject* lc_run_threads(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs < 1) Py_RETURN_NOTIMPLEMENTED;
    long req = PyLong_AsLong(args[0]);
    if (req == -1 && PyErr_Occurred()) return NULL;
    return lc_call(req, args + 1, nargs - 1);
}
static PyMethodDef lc_methods[] = {
    {"run", (PyCFunction)(void(*)(void))lc_run, METH_FASTCALL, "run the compiled kernel"},
    {"run_threads", (PyCFunction)(void(*)(void))lc_run_threads, METH_FASTCALL,
     "run the compiled kernel on the thread count the first argument requests"},
    {"set_num_threads", lc_set_num_threads, METH_O, "threads for run()"},
    {"last_num_threads", lc_last_num_threads, METH_NOARGS,
     "the thread count of this thread's last call"},
    {NULL, NULL, 0, NULL}
};
static struct PyModuleDef lc_module = {PyModuleDef_HEAD_INIT, "lc_golden", NULL, -1,
                                       lc_methods};
PyMODINIT_FUNC PyInit_lc_golden(void) {
    import_array();
    if (lc_rt_init() < 0) return NULL;
    return PyModule_Create(&lc_module);
}
